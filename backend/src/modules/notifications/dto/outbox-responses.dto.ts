import { ApiProperty } from '@nestjs/swagger';
import {
  DELIVERY_STATES,
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  type DeliveryState,
  type OutboxChannel,
  type OutboxStatus,
} from '../outbox-message.entity';

export class OutboxItemDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: OUTBOX_CHANNELS }) channel: OutboxChannel;
  @ApiProperty() recipient: string;
  @ApiProperty() template: string;
  @ApiProperty({ enum: OUTBOX_STATUSES }) status: OutboxStatus;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ description: 'Unix seconds' }) createdAt: number;
  @ApiProperty({ description: 'Unix seconds of the next attempt (pending rows)' }) nextAttemptAt: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds' }) sentAt: number | null;
  @ApiProperty({
    enum: DELIVERY_STATES,
    nullable: true,
    description: "The provider's last delivery report (WhatsApp, SMS); null: none yet",
  })
  delivery: DeliveryState | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Unix seconds of that report' })
  deliveryAt: number | null;
}

export class OutboxListDto {
  @ApiProperty({ enum: ['success'] }) result: 'success';
  @ApiProperty({ type: [OutboxItemDto] }) messages: OutboxItemDto[];
  @ApiProperty() total: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Next one-based page, null on the last' })
  nextPage: number | null;
}

export class OutboxRetryDto {
  @ApiProperty({ enum: ['success'] }) result: 'success';
  @ApiProperty({ type: OutboxItemDto }) message: OutboxItemDto;
}

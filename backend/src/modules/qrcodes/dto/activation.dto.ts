import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

/** data of POST sendform/activate: the confirmation message went out. */
export class ActivationRequestDataDto {
  @ApiProperty({ description: 'The plaque code as stored (upper case)' }) qrCode: string;
  @ApiProperty({ description: 'The tombstone page, hidden until the owner confirms' }) deceasedID: number;
  @ApiProperty({ enum: ['email', 'wa', 'sms'], description: 'How the confirmation link was sent' })
  channel: 'email' | 'wa' | 'sms';
  @ApiProperty({ description: 'Where it was sent: the e-mail address or the phone' }) recipient: string;
  @ApiProperty({ description: 'A pending account was created (its registration link went out too)' })
  newAccount: boolean;
}

/** POST confirmActivation: the token of /conferma-attivazione?token=. */
export class ConfirmActivationDto {
  @ApiPropertyOptional({ type: String, description: 'One-shot token of the e-mailed or WhatsApp link' })
  @IsOptional()
  token?: unknown;
}

export class ConfirmActivationDataDto {
  @ApiProperty({ description: 'The memorial now live at /memorial?000{deceasedID}' }) deceasedID: number;
  @ApiProperty() qrCode: string;
  @ApiProperty({
    description: 'The owner has still to choose a password through the registration link',
  })
  registrationPending: boolean;
}

/** data of GET check: whether a code can be activated (never the verification code). */
export class QrCheckDataDto {
  @ApiProperty() code: string;
  @ApiProperty({
    enum: ['available', 'pending', 'active', 'expired'],
    description:
      'available: can be activated; pending: a confirmation link is out; active: the memorial is live; expired: a temporary code past its 30 days',
  })
  status: 'available' | 'pending' | 'active' | 'expired';
  @ApiProperty() temporary: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'The live memorial, when active' })
  deceasedID: number | null;
}

/** A partner's notice that can become a tombstone page (the activation form's prefill). */
export class ActivationNoticeDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['M', 'F'] }) gender: 'M' | 'F';
  @ApiProperty({ type: String, nullable: true }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true }) dateOfDeath: string | null;
  @ApiProperty({ type: String, nullable: true }) aphorism: string | null;
  @ApiProperty({ type: String, nullable: true }) graveyardName: string | null;
  @ApiProperty({ type: Number, nullable: true }) graveRegionID: number | null;
  @ApiProperty({ type: Number, nullable: true }) graveProvinceID: number | null;
  @ApiProperty({ type: Number, nullable: true }) graveLocationID: number | null;
  @ApiProperty({ type: String, nullable: true }) graveCap: string | null;
}

export class ActivationNoticesDataDto {
  @ApiProperty({ type: [ActivationNoticeDto] }) notices: ActivationNoticeDto[];
}

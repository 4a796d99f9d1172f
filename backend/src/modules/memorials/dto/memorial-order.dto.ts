import { ApiProperty } from '@nestjs/swagger';
import { MEMORIAL_MAX_PHOTOS } from '../../../common/spec-limits';

/** Multipart fields of POST /api/memorials/sendform/memorial (documentation of the form). */
export class MemorialOrderFormDto {
  @ApiProperty({ description: 'Deceased id (with or without the 000 prefix)' }) deceasedID: string;
  @ApiProperty({ description: 'Biography, rich text (sanitised by the server)' }) biografic: string;
  @ApiProperty({ required: false, enum: ['newActivation', 'renewal'], description: 'Informative only' })
  memorialType?: string;
  @ApiProperty({
    required: false,
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: `Up to ${MEMORIAL_MAX_PHOTOS} photos incl. those already in the memorial`,
  })
  images?: unknown[];
  @ApiProperty({ required: false, type: 'string', format: 'binary', description: 'One video (MP4/M4V/AVI)' })
  video?: unknown;
}

export class MemorialOrderDataDto {
  @ApiProperty() orderid: number;
  @ApiProperty({ description: "Access key for the order's later calls (orderKey)" }) orderKey: string;
  @ApiProperty() amountCents: number;
  @ApiProperty({ description: 'True when the deceased already has an active memorial (one more year)' })
  renewal: boolean;
  @ApiProperty() message: string;
}

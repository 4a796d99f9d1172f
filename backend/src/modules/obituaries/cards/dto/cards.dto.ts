import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Ids travel as text or number, with or without the 000 prefix. */
const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);

/** GET obituaryCard/create/:id: 'Manifesto + Cartoncino Qr' as JPG (default, the result dialog's) or PDF. */
export class ObituaryCardQueryDto {
  @ApiPropertyOptional({ enum: ['jpg', 'pdf'], default: 'jpg' })
  @IsOptional()
  @IsIn(['jpg', 'pdf'])
  format?: 'jpg' | 'pdf';
}

/** POST obituaries/sendCard (spec panels §7 sendCard {phone}; the modal's number, +39 added). */
export class SendCardDto {
  @ApiProperty({ type: String, example: '0001000', description: 'Deceased id (000 prefix accepted)' })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(/^\d{1,15}$/)
  deceasedID: string;

  @ApiProperty({
    type: String,
    example: '3331234',
    description: "The number without the dial code: digits only, 1-9 of them ('+39' is added)",
  })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @MaxLength(40)
  phone: string;
}

export class CardSentDto {
  @ApiProperty({ description: 'The outbox message queued' }) messageId: number;
  @ApiProperty({ example: '+39-3331234', description: 'The WhatsApp recipient' }) to: string;
  @ApiProperty({ description: 'The notice link the message carries' }) link: string;
}

export class PageDataSentDto {
  @ApiProperty({ description: 'The outbox message queued' }) messageId: number;
  @ApiProperty({ enum: ['email', 'wa', 'sms'], description: "The signed-in account's preferred contact" })
  channel: 'email' | 'wa' | 'sms';
}

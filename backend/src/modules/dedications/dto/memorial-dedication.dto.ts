import { ApiProperty } from '@nestjs/swagger';
import { DedicationMediaDto } from './pending-dedication.dto';

/**
 * One entry of deceasedData `dedic` as the memorial page shows it (spec public §1, §4): the server already
 * applies the publication rules, so no hidden text or media ever leaves it.
 * - pending: text '' and no signature ('In attesa di accettazione' on the page);
 * - accepted: text, signature (showAuthor) and media;
 * - refused candle, flowers or real flowers: published anonymously, no text;
 * - refused photo or video: shown as virtual flowers (type 'dedica-fiori'), no text, no media.
 */
export class MemorialDedicationDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['dedica-cero', 'dedica-fiori', 'dedica-foto', 'dedica-video', 'fiori-reali'] })
  type: 'dedica-cero' | 'dedica-fiori' | 'dedica-foto' | 'dedica-video' | 'fiori-reali';
  @ApiProperty({ description: 'unix seconds' }) time: number;
  @ApiProperty({ enum: ['pending', 'accepted', 'refused'] }) status: 'pending' | 'accepted' | 'refused';
  @ApiProperty() text: string;
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'number', enum: [0] }],
    description: 'Signature, or 0 when anonymous',
  })
  showAuthor: string | 0;
  @ApiProperty({ type: DedicationMediaDto, nullable: true }) media: DedicationMediaDto | null;
}

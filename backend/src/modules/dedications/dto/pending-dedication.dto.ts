import { ApiProperty } from '@nestjs/swagger';

export class DedicationMediaDto {
  @ApiProperty({ description: 'URL under /media/' }) filename: string;
  @ApiProperty({ enum: ['photo', 'video'] }) type: 'photo' | 'video';
}

export class DedicationDeceasedDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
}

export class DedicationGiverDto {
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
}

/** A dedication waiting for the owner's approval (client panel #dedic; spec panels §3 "Dedication"). */
export class PendingDedicationDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['dedica-cero', 'dedica-fiori', 'dedica-foto', 'dedica-video', 'fiori-reali'] })
  type: 'dedica-cero' | 'dedica-fiori' | 'dedica-foto' | 'dedica-video' | 'fiori-reali';
  @ApiProperty({ type: String, nullable: true }) text: string | null;
  @ApiProperty({ description: 'unix seconds' }) time: number;
  @ApiProperty({ type: String, nullable: true, description: 'Signature, null when anonymous' })
  showAuthor: string | null;
  @ApiProperty({ type: DedicationMediaDto, nullable: true }) media: DedicationMediaDto | null;
  @ApiProperty({ enum: ['pending'] }) status: 'pending';
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "unix seconds: after it the page's choice decides (moderation deadline); null when no deadline runs",
  })
  decideBy: number | null;
  @ApiProperty({ type: DedicationDeceasedDto }) deceased: DedicationDeceasedDto;
  @ApiProperty({ type: DedicationGiverDto }) giver: DedicationGiverDto;
}

/** GET /api/account/dedications. */
export class DedicationsDataDto {
  @ApiProperty({ type: [PendingDedicationDto] }) dedications: PendingDedicationDto[];
}

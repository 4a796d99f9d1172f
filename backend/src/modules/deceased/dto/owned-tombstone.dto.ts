import { ApiProperty } from '@nestjs/swagger';
import { LampPublicDto } from '../../lamps/dto/lamp-outputs.dto';

/** One entry of `deceased_list` (client panel "manage my digital tombstones"; spec public §7 getDeceasedByID). */
export class OwnedTombstoneDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true, example: '1931-03-12' }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2019-11-02' }) dateOfDeath: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'URL under /media/' }) photo: string | null;
  @ApiProperty({ name: 'photo-lapide', type: String, nullable: true }) 'photo-lapide': string | null;
  @ApiProperty({ enum: [0, 1], description: '1 tombstone page, 0 obituary only (spec public §4)' })
  showPage: number;
  @ApiProperty({ enum: [0, 1] }) enabled: number;
  @ApiProperty({ description: 'Memorial id, 0 when the deceased has no memorial service' })
  memorialID: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Memorial expiry, unix seconds' })
  expirationDate: number | null;
  @ApiProperty({
    enum: [0, 1],
    description: "1 while a 'Cedi proprietà' of this page waits for its receiver ('In accettazione')",
  })
  ownerPending: number;
  @ApiProperty({
    type: LampPublicDto,
    nullable: true,
    description: "The votive lamp's real state (the owner sees it), null without a lamp",
  })
  lamp: LampPublicDto | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The plaque's QR code (the owner sees it), null without a plaque",
  })
  qrcodeAttivazione: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The plaque's verification code (only in the owner's list), null without a plaque",
  })
  verification_code: string | null;
}

/** GET /api/account/getDeceasedByID/:ownerId and GET /api/account/getDeceasedByOwner/:email. */
export class DeceasedListDataDto {
  @ApiProperty({ type: [OwnedTombstoneDto] }) deceased_list: OwnedTombstoneDto[];
}

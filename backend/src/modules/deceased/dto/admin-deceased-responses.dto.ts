import { ApiProperty } from '@nestjs/swagger';

export class AdminPersonRefDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() username: string;
}

export class AdminPartnerRefDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
}

/** One row of the #pages / #deceased tables: the person and the state of their tombstone and memorial. */
export class AdminDeceasedRowDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['M', 'F'] }) gender: string;
  @ApiProperty({ type: String, nullable: true, example: '1931-03-12' }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2019-11-02' }) dateOfDeath: string | null;
  @ApiProperty({ type: String, nullable: true }) graveyardName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Comune of the graveyard' })
  graveLocation: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Province code of the graveyard' })
  graveProvince: string | null;
  @ApiProperty({ enum: [0, 1], description: '1 digital tombstone, 0 obituary only' }) showPage: number;
  @ApiProperty({ description: 'Whether the record carries a notice (manifesto): its cards and PDFs' })
  hasNotice: boolean;
  @ApiProperty({ enum: [0, 1], description: '0: the page is not served to visitors' }) enabled: number;
  @ApiProperty({ enum: [0, 1], description: '1 sale on account, not completed (spec panels §3)' })
  contoVendita: number;
  @ApiProperty({ type: AdminPersonRefDto, nullable: true }) owner: AdminPersonRefDto | null;
  @ApiProperty({ enum: [0, 1], description: "1 while a 'Cedi proprietà' waits for its receiver" })
  ownerPending: number;
  @ApiProperty({ type: AdminPartnerRefDto, nullable: true }) partner: AdminPartnerRefDto | null;
  @ApiProperty({ description: 'Memorial id, 0 without one' }) memorialID: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Memorial expiry, unix seconds' })
  expirationDate: number | null;
  @ApiProperty({ description: 'Publication, unix seconds' }) time: number;
}

export class AdminDeceasedListDto {
  @ApiProperty({ type: [AdminDeceasedRowDto] }) deceased: AdminDeceasedRowDto[];
  @ApiProperty({ description: 'Rows in all; with totalAtLeast, counted only up to it' }) total: number;
  @ApiProperty({ description: 'total is a lower bound: the count stopped there (a list too long to count)' })
  totalAtLeast: boolean;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

export class DeceasedEnabledDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: [0, 1] }) enabled: number;
}

export class DeceasedContoDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: [0, 1] }) contoVendita: number;
}

export class DeceasedDeletedDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: 'false when it was already gone (a repeated click)' }) deleted: boolean;
}

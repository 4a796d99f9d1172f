import { ApiProperty } from '@nestjs/swagger';

/** ExpiringMemorial of docs/contracts.md "Auth" (spec public §3). */
export class ExpiringMemorialDto {
  @ApiProperty() ID: number;
  @ApiProperty() deceasedID: number;
  @ApiProperty() deceasedName: string;
  @ApiProperty() deceasedSurname: string;
  @ApiProperty({ type: String, nullable: true, description: 'URL of the tombstone photo' }) deceasedLapide:
    string | null;
  @ApiProperty({ description: 'unix seconds' }) expirationDate: number;
  @ApiProperty() notNotify: boolean;
}

export class MemorialSummaryDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: 'Biography (CHI ERA), sanitised HTML' }) bio: string;
  @ApiProperty({ description: 'unix seconds' }) expirationDate: number;
}

import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';

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

/** POST /api/account/notNow: 'Non mostrare più' on the expiring-memorial icon. */
export class NotNowDto {
  @ApiProperty({ description: 'Memorial id (with or without the 000 prefix)', example: '1' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsString()
  @MaxLength(20)
  memorialID?: string;
}

export class ExpiringMemorialsDataDto {
  @ApiProperty({ type: [ExpiringMemorialDto] }) expiring_memorial: ExpiringMemorialDto[];
}

/** One photo or video of the memorial gallery. */
export class MemorialMediaDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['photo', 'video'] }) type: 'photo' | 'video';
  @ApiProperty({ description: 'URL under /media/' }) file: string;
}

export class MemorialSummaryDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: 'Biography (CHI ERA), sanitised HTML' }) bio: string;
  @ApiProperty({ description: 'unix seconds' }) expirationDate: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class SearchResultItemDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true }) dateOfDeath: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'URL under /media/' }) photo: string | null;
  @ApiProperty({ type: String, nullable: true }) graveyardName: string | null;
  @ApiProperty({ type: String, nullable: true }) graveLocation: string | null;
  @ApiProperty({ enum: ['lapide', 'necrologio'] }) type: 'lapide' | 'necrologio';
  @ApiProperty({ type: Number, nullable: true }) partnerID: number | null;
  @ApiProperty({ type: String, nullable: true }) partnerName: string | null;
}

export class SearchDataDto {
  @ApiProperty({ enum: ['success'] }) result: 'success';
  @ApiProperty({ type: [SearchResultItemDto] }) searchResult: SearchResultItemDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Next one-based page, null on the last' })
  nextPage: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Keyset cursor of the next page: send it as `after` with page=nextPage',
  })
  cursor: string | null;
  @ApiPropertyOptional({ description: 'The searchid sent, echoed' })
  searchid?: string;
}

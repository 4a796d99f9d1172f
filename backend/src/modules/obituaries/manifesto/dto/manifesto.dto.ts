import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ManifestBackgroundDto {
  @ApiProperty({ description: 'The value of the form field bg and of deceased.manifestBg' }) ID: number;
  @ApiProperty({ description: 'The same as ID (the list index the forms send as bg)' }) index: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['croce', 'stella', 'nessuno'], description: 'Religious symbol printed at the top' })
  symbol: string;
  @ApiProperty({ description: 'Thumbnail JPEG of the empty poster (/api/obituaries/manifestBg/{ID}.jpg)' })
  url: string;
}

export class ManifestBackgroundsDto {
  @ApiProperty({ type: [ManifestBackgroundDto] }) backgrounds: ManifestBackgroundDto[];
}

export class SentenceGroupDto {
  @ApiProperty({ enum: ['frasiAnni', 'riferimenti', 'annuncio', 'funerale', 'ringraziamenti'] }) key: string;
  @ApiProperty({ type: [String], description: "Sentences; '[anni]' stands for the age" }) sentences: string[];
}

export class SentenceGroupsDto {
  @ApiProperty({ type: [SentenceGroupDto] }) groups: SentenceGroupDto[];
}

export class ManifestPreviewDto {
  @ApiProperty({ description: 'The preview as a data: URL (image/jpeg, about 1080 px wide)' }) image: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty() bytes: number;
}

/** createManifest's multipart fields (spec panels §7); the admin-add-* names of the forms are taken too. */
export class CreateManifestFormDto {
  @ApiProperty({ description: 'Name (or admin-add-name)' }) name: string;
  @ApiProperty({ description: 'Surname (or admin-add-surname)' }) surname: string;
  @ApiProperty({ enum: ['M', 'F'], description: 'Gender (or admin-add-gender)' }) gender: string;
  @ApiPropertyOptional({ description: "Age in years (or admin-add-age), printed for '[anni]'" }) age?: string;
  @ApiPropertyOptional({ description: 'Background list ID (manifestBg); default 1' }) bg?: string;
  @ApiPropertyOptional({ description: 'Publication date, unix seconds; default now' }) publish_date?: string;
  @ApiPropertyOptional({ description: 'JSON {value, bold, red} or plain text' }) first_sentence?: string;
  @ApiPropertyOptional({ description: 'JSON {value, bold, red} or plain text' }) family?: string;
  @ApiPropertyOptional({ description: 'JSON {value, bold, red} or plain text' }) thanks?: string;
  @ApiPropertyOptional({ description: 'JSON {value, bold, red} or plain text' }) funeral_info?: string;
  @ApiPropertyOptional({ description: 'JSON {value, bold, red} or plain text' }) announce?: string;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Photo printed on the manifesto' })
  manifest_photo?: unknown;
}

import { ApiProperty } from '@nestjs/swagger';

export class PartnerObituaryCardDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ nullable: true, type: String }) dateOfBirth: string | null;
  @ApiProperty({ nullable: true, type: String }) dateOfDeath: string | null;
  @ApiProperty({ nullable: true, type: String }) photo: string | null;
  @ApiProperty({ nullable: true, type: String }) graveyardName: string | null;
  @ApiProperty({ nullable: true, type: String }) graveLocation: string | null;
  @ApiProperty({ enum: ['lapide', 'necrologio'] }) type: 'lapide' | 'necrologio';
  @ApiProperty() partnerID: number;
  @ApiProperty() partnerName: string;
}

export class PartnerSocialLinkDto {
  @ApiProperty({ description: 'Network name, e.g. facebook' }) network: string;
  @ApiProperty() url: string;
}

export class PartnerPageDataDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['partner', 'gestorelampade'] }) type: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description:
      'Rich text sanitised by the allow-list of docs/contracts.md once edited with partnerEdit; older rows plain text',
  })
  description: string | null;
  @ApiProperty({ nullable: true, type: String }) headerText: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'URL under /media/' }) logo: string | null;
  @ApiProperty({ nullable: true, type: String }) website: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String }) telephone: string | null;
  @ApiProperty({ nullable: true, type: String }) mobile: string | null;
  @ApiProperty({ nullable: true, type: String }) address: string | null;
  @ApiProperty({ type: [PartnerSocialLinkDto] }) social: PartnerSocialLinkDto[];
  @ApiProperty({ type: [String], description: 'Image URLs under /media/' }) media: string[];
  @ApiProperty({ nullable: true, type: String, description: 'Video URL under /media/' }) video: string | null;
  @ApiProperty({ type: [PartnerObituaryCardDto] }) obituaries: PartnerObituaryCardDto[];
}

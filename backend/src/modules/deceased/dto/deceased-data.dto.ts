import { GravePointDto } from './grave-point.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MemorialDedicationDto } from '../../dedications/dto/memorial-dedication.dto';
import { LampPublicDto } from '../../lamps/dto/lamp-outputs.dto';
import { MemorialMediaDto, MemorialSummaryDto } from '../../memorials/dto/expiring-memorial.dto';

export class PartnerRefDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
}

export class NoticeManifestoDto {
  @ApiProperty({
    description:
      'The public poster, GET /api/obituaries/manifest/{id}.jpg with a version (?v=) that changes with the manifesto',
    example: '/api/obituaries/manifest/1003.jpg?v=3f9a1c2b4d5e',
  })
  url: string;
  @ApiProperty({ description: 'Pixel width of the JPEG' }) width: number;
  @ApiProperty({ description: 'Pixel height of the JPEG' }) height: number;
}

/** The published notice of a record: its funeral home's manifesto and the funeral information. */
export class DeceasedNoticeDto {
  @ApiProperty({ type: NoticeManifestoDto }) manifesto: NoticeManifestoDto;
  @ApiProperty({ type: String, nullable: true, example: '2025-01-21' }) funeralDate: string | null;
  @ApiProperty({
    type: [String],
    description: "The funeral places in form order, e.g. 'Chiesa di San Secondo, Torino (TO)'",
  })
  funeralPlaces: string[];
  @ApiProperty({ type: String, nullable: true, description: 'The obituary note, sanitised rich text' })
  obituaryNote: string | null;
  @ApiProperty({ description: 'A notice only (showPage 0): the manifesto is the main content of the page' })
  noticeOnly: boolean;
}

/** `data` of GET /api/deceased/deceasedData/:id (docs/contracts.md "Deceased and search"). */
export class DeceasedDataDto {
  @ApiProperty({ enum: ['success'] }) result: 'success';
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['M', 'F'] }) gender: 'M' | 'F';
  @ApiProperty({ type: String, nullable: true, example: '1931-03-12' }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true, example: '2019-11-02' }) dateOfDeath: string | null;
  @ApiProperty({ description: 'Publication time, unix seconds' }) time: number;
  @ApiProperty({
    description:
      'Whether the condolence book takes messages now (CONDOLENCE_LIMIT_DAYS from publication; the demo memorial always)',
  })
  bookOpen: boolean;
  @ApiPropertyOptional({
    enum: ['public', 'link', 'private'],
    description:
      "Who may read the page (docs/contracts.md \"Page privacy\"); a page that is not 'public' is not indexed nor shared (no Open Graph). Absent = 'public'",
  })
  privacy?: 'public' | 'link' | 'private';
  @ApiProperty({ type: String, nullable: true }) aphorism: string | null;
  @ApiProperty({
    description:
      "idLapideManifest: the record supplying the plaque, tombstone photo and graveyard data (spec panels §3 merge rule): a notice linked by pageID to a tombstone page gives the tombstone's id, any other record its own",
  })
  idLapideManifest: number;
  @ApiProperty({ type: String, nullable: true }) graveyardName: string | null;
  @ApiProperty({ type: String, nullable: true }) graveRegion: string | null;
  @ApiProperty({ type: Number, nullable: true }) graveRegionID: number | null;
  @ApiProperty({ type: String, nullable: true }) graveProvince: string | null;
  @ApiProperty({ type: Number, nullable: true }) graveProvinceID: number | null;
  @ApiProperty({ type: String, nullable: true }) graveLocation: string | null;
  @ApiProperty({ type: Number, nullable: true }) graveLocationID: number | null;
  @ApiProperty({ type: String, nullable: true }) graveCap: string | null;
  @ApiProperty({
    type: GravePointDto,
    nullable: true,
    description:
      "The grave's point (graveyard_address of the record supplying the graveyard data), else null",
  })
  gravePoint: GravePointDto | null;
  @ApiProperty({ type: [String], description: 'URLs under /media/' }) photo: string[];
  @ApiProperty({ name: 'photo-lapide', type: String, nullable: true }) 'photo-lapide': string | null;
  @ApiProperty({ type: PartnerRefDto, nullable: true }) partner: PartnerRefDto | null;
  @ApiProperty({ type: MemorialSummaryDto, nullable: true }) memorial: MemorialSummaryDto | null;
  @ApiProperty({
    type: [MemorialMediaDto],
    description: 'Gallery of an active (not expired) memorial in display order; empty otherwise',
  })
  memorialMedia: MemorialMediaDto[];
  @ApiProperty({
    type: [MemorialDedicationDto],
    description: 'Dedications as the page shows them (publication rules applied), newest first',
  })
  dedic: MemorialDedicationDto[];
  @ApiProperty({
    type: LampPublicDto,
    nullable: true,
    description: 'The votive lamp: its real state for the icon (spec public §4), null without a lamp',
  })
  lamp: LampPublicDto | null;
  @ApiProperty({
    type: DeceasedNoticeDto,
    nullable: true,
    required: false,
    description:
      'The published notice (enabled, publication time reached, a generated or custom manifesto), else null',
  })
  notice?: DeceasedNoticeDto | null;
}

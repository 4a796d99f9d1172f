import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { MemorialMediaDto, MemorialSummaryDto } from './expiring-memorial.dto';

const PHOTOS = {
  required: false,
  type: 'array',
  items: { type: 'string', format: 'binary' },
  description: 'New photos; with those kept in the gallery at most 10',
} as const;
const VIDEO = {
  required: false,
  type: 'string',
  format: 'binary',
  description: 'One video (MP4/M4V/AVI); with the one kept at most 1',
} as const;

/** Multipart fields of POST /api/admin/addMemorialToDeceased (documentation of the form). */
export class AddMemorialFormDto {
  @ApiProperty({ description: 'Deceased id (with or without the 000 prefix)' }) 'deceased-id': string;
  @ApiProperty({ description: 'Biography, rich text (sanitised by the server)' }) 'deceased-bio': string;
  @ApiProperty(PHOTOS) images?: unknown[];
  @ApiProperty(VIDEO) video?: unknown;
}

/** Multipart fields of POST /api/admin/memorial/edit. */
export class EditMemorialFormDto extends AddMemorialFormDto {
  @ApiProperty({ required: false, description: 'Memorial id; when sent it must be the deceased’s memorial' })
  'memorial-id'?: string;
  @ApiProperty({ required: false, description: 'JSON list of the gallery photo ids to remove, e.g. [3,7]' })
  'image-to-remove'?: string;
  @ApiProperty({ required: false, enum: ['0', '1', 'true', 'false'], description: 'Remove the video' })
  'remove-video'?: string;
}

/** POST /api/admin/deleteMemorial. */
export class DeleteMemorialDto {
  @ApiProperty({ description: 'Deceased id (with or without the 000 prefix)', example: '0001000' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsString()
  @MaxLength(20)
  deceasedID: string;
}

export class AdminMemorialDeceasedDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
}

/** GET /api/admin/memorial/{deceasedId}: what the edit form starts from (any expiry, whole gallery). */
export class AdminMemorialDataDto {
  @ApiProperty({ type: AdminMemorialDeceasedDto }) deceased: AdminMemorialDeceasedDto;
  @ApiProperty({ type: MemorialSummaryDto, nullable: true }) memorial: MemorialSummaryDto | null;
  @ApiProperty({ type: [MemorialMediaDto] }) memorialMedia: MemorialMediaDto[];
}

/** The memorial after an add or an edit. */
export class AdminMemorialSavedDto {
  @ApiProperty() memorialID: number;
  @ApiProperty() deceasedID: number;
  @ApiProperty({ description: 'unix seconds' }) expirationDate: number;
  @ApiProperty() photos: number;
  @ApiProperty() videos: number;
}

export class AdminMemorialDeletedDto {
  @ApiProperty() deceasedID: number;
  @ApiProperty() memorialID: number;
}

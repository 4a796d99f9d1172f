import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PARTNER_MAX_VIDEO_BYTES } from '../../../common/spec-limits';

/** spec panels §7 partnerEdit: the edit types, and 'social' for the links of spec panels §3 "Partner page". */
export const PARTNER_EDIT_TYPES = [
  'name',
  'type',
  'description',
  'edit-logo',
  'add-image',
  'add-video',
  'remove-image',
  'remove-video',
  'social',
] as const;
export type PartnerEditType = (typeof PARTNER_EDIT_TYPES)[number];

/**
 * The text fields of partnerEdit (multipart; the photo of edit-logo and add-image in `file`, the video of
 * add-video in `video`). Checked by `validatedFields`: a multipart body is not parsed by the global pipe.
 * An unknown edit type is INVALID_EDIT_TYPE (spec panels §8), so it is only checked as a short string here.
 */
export class PartnerEditFieldsDto {
  @ApiProperty({ description: 'Partner id (000 prefix accepted)' })
  @IsDefined()
  @IsString()
  @Matches(/^\d{1,15}$/)
  partnerid: string;

  @ApiProperty({ name: 'edit-type', enum: PARTNER_EDIT_TYPES })
  @IsDefined()
  @IsString()
  @MaxLength(40)
  'edit-type': string;

  @ApiPropertyOptional({
    description:
      'name, type (partner | gestorelampade, admin only), description (rich text, sanitised); ' +
      'remove-image: the image URL (as getPartnerPage lists it) or its media path; social: a JSON object ' +
      'of instagram, facebook, twitter, linkedin, youtube → http(s) URL of that site (empty removes the link)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  content?: string;

  /** Sent by the kit's upload client with every multipart form; checked by the CSRF guard, not here. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  csrf_token?: string;
}

/** The multipart body as documented (fields plus files). */
export class PartnerEditFormDto extends PartnerEditFieldsDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'edit-logo, add-image: a photo' })
  file?: unknown;

  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: `add-video: up to ${PARTNER_MAX_VIDEO_BYTES / 1_000_000} MB`,
  })
  video?: unknown;
}

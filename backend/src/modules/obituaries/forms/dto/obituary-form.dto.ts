import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  MANIFEST_BLOCK_FIELD_MAX,
  MANIFEST_BLOCK_MAX_CHARS,
  MANIFEST_FIELD_MAX,
} from '../../manifest-limits';
import { MEMORIAL_MAX_PHOTOS } from '../../../../common/spec-limits';

/** An optional text field of the multipart body, at most `max` characters. */
const Text = (max: number, description: string) =>
  applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsString(), MaxLength(max));

const PLACE_ROW = '{"region":"4","province":"15","location":"1234","cap":"20100"}';
const BLOCK = `Manifesto text block: JSON {"value":"…","bold":false,"red":false} or plain text; the value at most ${MANIFEST_BLOCK_MAX_CHARS} characters`;

/**
 * The text fields shared by addDeceased, deceasedAndObituary, addPoster, editDeceasedAndObituary,
 * obituaryModify and deceasedModify (spec panels §7; multipart, so checked by `validatedFields`). Which of
 * them a form reads and requires is decided by the form (see obituary-form-rules.ts); the Italian messages of
 * spec panels §5 come from those rules, keyed by these field names in `data.fields`.
 */
export class ObituaryFormFieldsDto {
  @Text(20, 'Record id on the edit forms (000 prefix accepted)') deceasedID?: string;
  @Text(20, 'obituaryModify: the record id (000 prefix accepted)') obituaryID?: string;
  @Text(MANIFEST_FIELD_MAX.name, 'Required') 'admin-add-name'?: string;
  @Text(MANIFEST_FIELD_MAX.surname, 'Required') 'admin-add-surname'?: string;
  @Text(MANIFEST_FIELD_MAX.gender, "Required: 'M' or 'F'") 'admin-add-gender'?: string;
  @Text(10, "'YYYY/MM/DD' or 'YYYY-MM-DD'; empty or 0000-00-00 = unknown") 'admin-add-born-date'?: string;
  @Text(10, "'YYYY/MM/DD' or 'YYYY-MM-DD'; empty or 0000-00-00 = unknown") 'admin-add-death-date'?: string;
  @Text(MANIFEST_FIELD_MAX.age, 'Static age in years (0-150)') 'admin-add-age'?: string;
  @Text(2000, 'Aphorism') 'admin-add-aphorism'?: string;
  @Text(200, 'Cemetery name') 'admin-add-graveyard-name'?: string;
  @Text(9, 'Required: region id') 'admin-add-graveyard-region'?: string;
  @Text(9, 'Required: province id of that region') 'admin-add-graveyard-province'?: string;
  @Text(9, 'Required: comune id of that province') 'admin-add-graveyard-city'?: string;
  @Text(5, "CAP of that comune; '' or '-1' = none") 'admin-add-graveyard-cap'?: string;
  @Text(64, "Burial coordinates 'latitude,longitude'") 'admin-add-graveyard-address'?: string;
  @Text(20, "Admins only: partner id, or '-1' / 'Nessuno' for none; a partner's records are its own")
  partnerid?: string;
  @Text(20_000, `JSON list of referring places, at least one complete row: [${PLACE_ROW}]`)
  'referring-place'?: string;
  @Text(20_000, 'JSON list of funeral places, the first row required: [{"name":"Chiesa…",…}] (+ region…cap)')
  'funeral-place'?: string;
  @Text(10, "Funeral date 'YYYY/MM/DD' or 'YYYY-MM-DD'; empty = none") 'funeral-date'?: string;
  @Text(
    MANIFEST_FIELD_MAX.publish_date,
    'Publication date, unix seconds (required on the notice forms; a future one waits)',
  )
  publish_date?: string;
  @Text(100_000, 'Obituary text (rich text, sanitised)') 'obituary-editor'?: string;
  @Text(MANIFEST_BLOCK_FIELD_MAX, BLOCK) first_sentence?: string;
  @Text(MANIFEST_BLOCK_FIELD_MAX, BLOCK) family?: string;
  @Text(MANIFEST_BLOCK_FIELD_MAX, BLOCK) thanks?: string;
  @Text(MANIFEST_BLOCK_FIELD_MAX, BLOCK) funeral_info?: string;
  @Text(MANIFEST_BLOCK_FIELD_MAX, BLOCK) announce?: string;
  @Text(MANIFEST_FIELD_MAX.bg, 'Manifesto background ID (manifestBg list)') bg?: string;
  @Text(5, "'1': the manifesto data changed (informative; the manifesto is regenerated after every save)")
  manifestChanged?: string;
  @Text(5, "'1': 'Ripristina manifesto iniziale' — drop the custom manifesto")
  'reset-custom-manifest'?: string;
  @Text(5, "'1': remove the deceased's photo (obituaryModify notphoto)") notphoto?: string;
  @Text(5, "'1': remove the deceased's photo (deceasedModify notPhoto)") notPhoto?: string;
  @Text(5, "'1': remove the tombstone photo") lapidePhotoErased?: string;
  @Text(5, "'1': add the memorial service (addDeceased, deceasedAndObituary)") memorial?: string;
  @Text(100_000, 'Memorial biography (rich text), required with memorial=1') bio?: string;
  @Text(5, "'1'/'on'/'true': terms accepted (required on the add forms)") terms?: string;
  @Text(200, 'Security token (or the X-CSRF-Token header)') csrf_token?: string;
}

/** The multipart body as documented (fields plus files). */
export class ObituaryFormDto extends ObituaryFormFieldsDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: "The deceased's photo" })
  photo?: unknown;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Tombstone photo' })
  'photo-lapide'?: unknown;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Photo printed on the manifesto' })
  manifest_photo?: unknown;
  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'Custom manifesto image: replaces the generated one while set',
  })
  'photo-custom-manifest'?: unknown;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: `Memorial photos (at most ${MEMORIAL_MAX_PHOTOS})`,
  })
  images?: unknown[];
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Memorial video (one)' })
  video?: unknown;
}

/** POST obituaryCheck (form-urlencoded or JSON): 'success' means no duplicate. */
export class ObituaryCheckDto {
  @Text(100, 'Name') 'obituary-deceased-name'?: string;
  @Text(100, 'Surname') 'obituary-deceased-surname'?: string;
  @Text(10, "'YYYY/MM/DD'") 'obituary-deceased-death-date'?: string;
  @Text(10, "'YYYY/MM/DD'") 'obituary-deceased-born-date'?: string;
  @Text(9, 'Comune id') 'obituary-deceased-graveyard-location'?: string;
  @Text(9, 'Province id') 'obituary-deceased-graveyard-province'?: string;
  @Text(9, 'Region id') 'obituary-deceased-graveyard-region'?: string;
}

/** POST obituaryDelete. */
export class ObituaryDeleteDto {
  @ApiProperty({ description: 'Record id (000 prefix accepted)', example: '0001000' })
  @IsString()
  @MaxLength(20)
  obituaryID: string;
}

export class PlaceRowDto {
  @ApiProperty() region: number;
  @ApiProperty() province: number;
  @ApiProperty() location: number;
  @ApiProperty({ nullable: true, type: String }) cap: string | null;
}

export class FuneralPlaceRowDto extends PlaceRowDto {
  @ApiProperty({ nullable: true, type: String }) name: string | null;
}

export class ManifestBlockDto {
  @ApiProperty() value: string;
  @ApiProperty() bold: boolean;
  @ApiProperty() red: boolean;
}

export class ManifestTextsDto {
  @ApiProperty({ type: ManifestBlockDto }) firstSentence: ManifestBlockDto;
  @ApiProperty({ type: ManifestBlockDto }) family: ManifestBlockDto;
  @ApiProperty({ type: ManifestBlockDto }) thanks: ManifestBlockDto;
  @ApiProperty({ type: ManifestBlockDto }) funeralInfo: ManifestBlockDto;
  @ApiProperty({ type: ManifestBlockDto }) announce: ManifestBlockDto;
}

export class RecordMemorialDto {
  @ApiProperty() ID: number;
  @ApiProperty() bio: string;
  @ApiProperty({ description: 'unix seconds' }) expirationDate: number;
}

/** GET api/obituaries/record/{id}: everything a form needs to edit one record. */
export class ObituaryRecordDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['M', 'F'] }) gender: string;
  @ApiProperty({ nullable: true, type: String, description: "'YYYY/MM/DD'" }) dateOfBirth: string | null;
  @ApiProperty({ nullable: true, type: String, description: "'YYYY/MM/DD'" }) dateOfDeath: string | null;
  @ApiProperty({ nullable: true, type: Number }) age: number | null;
  @ApiProperty({ nullable: true, type: String }) aphorism: string | null;
  @ApiProperty({ nullable: true, type: String }) graveyardName: string | null;
  @ApiProperty({ nullable: true, type: Number }) graveyardRegion: number | null;
  @ApiProperty({ nullable: true, type: Number }) graveyardProvince: number | null;
  @ApiProperty({ nullable: true, type: Number }) graveyardCity: number | null;
  @ApiProperty({ nullable: true, type: String }) graveyardCap: string | null;
  @ApiProperty({ nullable: true, type: String }) graveyardAddress: string | null;
  @ApiProperty({ description: '-1 = none' }) partnerID: number;
  @ApiProperty() showPage: number;
  @ApiProperty() enabled: number;
  @ApiProperty() contoVendita: number;
  @ApiProperty({ nullable: true, type: Number }) pageID: number | null;
  @ApiProperty({ nullable: true, type: String }) photo: string | null;
  @ApiProperty({ nullable: true, type: String }) lapidePhoto: string | null;
  @ApiProperty({ description: 'unix seconds' }) publishDate: number;
  @ApiProperty({ description: 'the publication date is still to come' }) scheduled: boolean;
  @ApiProperty({ description: 'the record carries a notice (manifesto data)' }) hasNotice: boolean;
  @ApiProperty({ nullable: true, type: String, description: "'YYYY/MM/DD'" }) funeralDate: string | null;
  @ApiProperty({ nullable: true, type: String }) obituaryNote: string | null;
  @ApiProperty({ type: ManifestTextsDto, nullable: true }) manifestTexts: ManifestTextsDto | null;
  @ApiProperty({ nullable: true, type: Number }) manifestBg: number | null;
  @ApiProperty({ nullable: true, type: String }) manifestPhoto: string | null;
  @ApiProperty({ nullable: true, type: String }) manifestImage: string | null;
  @ApiProperty({ nullable: true, type: String }) manifestCustom: string | null;
  @ApiProperty({ type: [FuneralPlaceRowDto] }) funeralPlaces: FuneralPlaceRowDto[];
  @ApiProperty({ type: [PlaceRowDto] }) referringPlaces: PlaceRowDto[];
  @ApiProperty({ type: RecordMemorialDto, nullable: true }) memorial: RecordMemorialDto | null;
}

/** The answer of every save: the record's id and state. */
export class ObituarySavedDto {
  @ApiProperty() deceasedID: number;
  @ApiProperty() showPage: number;
  @ApiProperty() enabled: number;
  @ApiProperty({ description: 'unix seconds' }) publishDate: number;
  @ApiProperty({ description: 'hidden until publishDate' }) scheduled: boolean;
  @ApiProperty({ description: '-1 = none' }) partnerID: number;
  @ApiProperty({ nullable: true, type: Number }) memorialID: number | null;
  @ApiProperty({ description: 'false when the manifesto render failed (the previous image kept)' })
  manifestRendered: boolean;
}

export class ObituaryDeletedDto {
  @ApiProperty() deceasedID: number;
  @ApiProperty({ description: 'true: the whole record went; false: only its notice data' }) deleted: boolean;
}

export class ObituaryCheckResultDto {
  @ApiProperty() duplicate: boolean;
}

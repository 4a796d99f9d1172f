import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../../../common/page-query.dto';
import { DEDICATION_TYPES, type DedicationType } from '../dedication.entity';
import { DEDICATION_TEXT_MAX, SIGNATURE_MAX } from '../dedication-form';
import { DedicationDeceasedDto, DedicationMediaDto } from './pending-dedication.dto';

/** Ids travel as text or number, with or without the 000 prefix. */
const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const ID_PATTERN = /^\d{1,15}$/;

/** GET dedicDataTable and the list of one deceased: one-based page, 5/10/25/100 rows. */
export class AdminDedicationsQueryDto extends AdminPageQueryDto {}

/** POST adminEvaluateDedic: the admin's decision on a pending dedication. */
export class AdminEvaluateDedicationDto {
  @ApiProperty({ type: String, example: '00042', description: 'Dedication id (000 prefix accepted)' })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  dedic: string;

  @ApiProperty({ enum: ['active', 'deny'], description: "'active' accepts, 'deny' refuses" })
  @IsDefined()
  @IsIn(['active', 'deny'])
  isAccepted: 'active' | 'deny';
}

/** POST deleteDedic (spec panels §7: `{dedicID}`). */
export class DeleteDedicationDto {
  @ApiProperty({ type: String, example: '00042', description: 'Dedication id (000 prefix accepted)' })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  dedicID: string;
}

const FLAG = ['0', '1', 'true', 'false', 'on', 'off'];

/**
 * The text fields of editDedic (spec panels §7: dedic-id, dedic-type, insert-time, dedic, dedic-sign,
 * dedic-force-publish, notification-flag; the file in `photo` or `video`). Checked as this DTO by
 * `validatedFields`: a multipart body is not parsed by the global pipe.
 */
export class EditDedicationFieldsDto {
  @ApiProperty({ name: 'dedic-id', description: 'Dedication id (000 prefix accepted)' })
  @IsDefined()
  @IsString()
  @Matches(ID_PATTERN)
  'dedic-id': string;

  @ApiProperty({ name: 'dedic-type', enum: DEDICATION_TYPES })
  @IsDefined()
  @IsIn(DEDICATION_TYPES)
  'dedic-type': DedicationType;

  @ApiPropertyOptional({ name: 'insert-time', description: 'The time shown, unix milliseconds' })
  @IsOptional()
  @Matches(/^\d{1,15}$/)
  'insert-time'?: string;

  @ApiPropertyOptional({ description: 'The text (at most 1000 characters)' })
  @IsOptional()
  @IsString()
  @MaxLength(DEDICATION_TEXT_MAX)
  dedic?: string;

  @ApiPropertyOptional({ name: 'dedic-sign', description: "Signature; '' or '0' = anonymous" })
  @IsOptional()
  @IsString()
  @MaxLength(SIGNATURE_MAX)
  'dedic-sign'?: string;

  @ApiPropertyOptional({
    name: 'dedic-force-publish',
    description: "'Accetta la dedica': the dedication's id (or '1') publishes a pending dedication",
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  'dedic-force-publish'?: string;

  @ApiPropertyOptional({
    name: 'notification-flag',
    enum: FLAG,
    description: 'With force-publish: tell the giver and the owner',
  })
  @IsOptional()
  @IsIn(FLAG)
  'notification-flag'?: string;

  /** Sent by the upload client with every form; checked by the CSRF guard, not here. */
  @IsOptional()
  @IsString()
  csrf_token?: string;
}

export class AdminDedicationGiverDto {
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
}

/** A dedication as the admin reviews it (spec panels §3 "Dedication"): everything, whatever its status. */
export class AdminDedicationDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: DEDICATION_TYPES }) type: DedicationType;
  @ApiProperty({ type: String, nullable: true }) text: string | null;
  @ApiProperty({ description: 'unix seconds' }) time: number;
  @ApiProperty({ type: String, nullable: true, description: 'Signature, null when anonymous' })
  showAuthor: string | null;
  @ApiProperty({ type: DedicationMediaDto, nullable: true }) media: DedicationMediaDto | null;
  @ApiProperty({ enum: ['pending', 'accepted', 'refused'] }) status: 'pending' | 'accepted' | 'refused';
  @ApiProperty({ type: DedicationDeceasedDto }) deceased: DedicationDeceasedDto;
  @ApiProperty({ type: AdminDedicationGiverDto }) giver: AdminDedicationGiverDto;
}

/** GET dedicDataTable: the dedications awaiting review, newest id first. */
export class AdminDedicationListDto {
  @ApiProperty({ type: [AdminDedicationDto] }) dedications: AdminDedicationDto[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() maxResults: number;
}

/** GET deceased/{id}/dedications: 'Lista dediche di {nome}'. */
export class DeceasedDedicationListDto extends AdminDedicationListDto {
  @ApiProperty({ type: DedicationDeceasedDto }) deceased: DedicationDeceasedDto;
}

export class AdminDedicationDecisionDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['accepted', 'refused'] }) status: 'accepted' | 'refused';
  @ApiProperty() deceasedID: number;
}

export class AdminDedicationDeleteDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: 'false when it was already gone' }) deleted: boolean;
}

/** editDedic's answer: the dedication as it is now. */
export class AdminDedicationEditDto {
  @ApiProperty({ type: AdminDedicationDto }) dedication: AdminDedicationDto;
}

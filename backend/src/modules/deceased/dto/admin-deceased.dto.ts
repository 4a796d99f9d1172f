import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AdminPageQueryDto, CursorAfterParam, CursorBeforeParam } from '../../../common/page-query.dto';

/** Ids travel as text or number, with or without the 000 prefix. */
const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const flagText = ({ value }: { value: unknown }) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(Number(value)) : value;
const ID_PATTERN = /^\d{1,15}$/;

/** GET /api/admin/deceased: the #pages and #deceased tables, newest first (spec panels §2, §9). */
export class AdminDeceasedQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Name filter: every word must start a word of the name or the surname',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: '1 digital tombstones only (#pages), 0 obituaries only; all when absent (#deceased)',
  })
  @IsOptional()
  @IsIn(['0', '1'])
  showPage?: '0' | '1';

  @CursorAfterParam(1)
  after?: number;

  @CursorBeforeParam()
  before?: number;
}

/** POST deceasedDelete (spec panels §7 `{deceasedID}`). */
export class DeceasedIdDto {
  @ApiProperty({ type: String, example: '0001000', description: 'Deceased id (000 prefix accepted)' })
  @IsDefined()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  deceasedID: string;
}

/**
 * POST updateDeceased (spec panels §4 "enabled/disabled toggle", §7 `{deceasedID}`). Without `enabled` the
 * state flips as the spec's toggle does; with it the state is set, so a repeated click changes nothing twice.
 */
export class UpdateDeceasedDto extends DeceasedIdDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: 'The state wanted; flips the current one when absent',
  })
  @IsOptional()
  @Transform(flagText)
  @IsIn(['0', '1'])
  enabled?: '0' | '1';
}

/** POST updateConto (spec panels §4 "sale-account toggle", §7 `{deceasedID}`). */
export class UpdateContoDto extends DeceasedIdDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: '1 sale on account (not completed), 0 paid; flips the current one when absent',
  })
  @IsOptional()
  @Transform(flagText)
  @IsIn(['0', '1'])
  contoVendita?: '0' | '1';
}

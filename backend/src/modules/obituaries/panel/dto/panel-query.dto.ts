import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { AdminPageQueryDto } from '../../../../common/page-query.dto';

const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const ID_PATTERN = /^\d{1,15}$/;

/**
 * The filters of the panel's deceased and notice tables (spec panels §2: the name filter pre-filled from
 * deceasedName, the code filter from deceasedIds), with the admin tables' paging: 5/10/25/100, default 5.
 */
export class PanelListQueryDto extends AdminPageQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Name filter: every word must start a word of the name or the surname',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiPropertyOptional({
    maxLength: 20,
    description:
      "Code filter: digits are a deceased id (000 prefix accepted); otherwise the start of a plaque's code",
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  code?: string;
}

/** GET api/partnerPanel/deceased: the #deceased table. */
export class PartnerDeceasedQueryDto extends PanelListQueryDto {
  @ApiPropertyOptional({
    enum: ['0', '1'],
    description: '1 digital tombstones only, 0 notices only; all when absent',
  })
  @IsOptional()
  @IsIn(['0', '1'])
  showPage?: '0' | '1';
}

/** GET api/admin/obituaries: #necrologi, every partner's notices (or one partner's). */
export class AdminObituariesQueryDto extends PanelListQueryDto {
  @ApiPropertyOptional({ description: 'Only this partner (id, 000 prefix accepted)' })
  @IsOptional()
  @Transform(idText)
  @IsString()
  @Matches(ID_PATTERN)
  partnerId?: string;
}

/** GET api/partnerPanel/dedications: the #dedic table (paging only). */
export class PartnerDedicationsQueryDto extends AdminPageQueryDto {}

/** POST api/partnerPanel/evaluateDedic: the partner's decision on a pending dedication (as evaluatededic). */
export class PartnerEvaluateDedicationDto {
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

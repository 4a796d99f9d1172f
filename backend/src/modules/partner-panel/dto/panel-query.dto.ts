import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { AdminPageQueryDto } from '../../../common/page-query.dto';
import { PanelListQueryDto } from '../../obituaries/dto/notice-list.dto';

const idText = ({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value);
const ID_PATTERN = /^\d{1,15}$/;

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

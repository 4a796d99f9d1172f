import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsInt, IsString, Length, Max, Min } from 'class-validator';
import { ACTING_REASON_MAX, ACTING_REASON_MIN } from '../../../../common/spec-limits';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/acting: the account to act for and why. */
export class StartActingDto {
  @ApiProperty({ example: 4 })
  @IsDefined()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  userId: number;

  @ApiProperty({ minLength: ACTING_REASON_MIN, maxLength: ACTING_REASON_MAX, description: 'Trimmed' })
  @IsDefined()
  @Transform(trimmed)
  @IsString()
  @Length(ACTING_REASON_MIN, ACTING_REASON_MAX)
  reason: string;
}

export const ACTING_ROLES = ['client', 'partner', 'gestorelampade'] as const;
export type ActingRole = (typeof ACTING_ROLES)[number];

/** An account an admin may act for, found by name or username. */
export class ActingCandidateDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() username: string;
  @ApiProperty({ enum: ACTING_ROLES }) role: ActingRole;
}

export class ActingCandidatesDataDto {
  @ApiProperty({ type: [ActingCandidateDto], description: 'At most 10, exact username first' })
  users: ActingCandidateDto[];
}

/** GET /api/admin/acting/users?q= */
export class ActingCandidatesQueryDto {
  @ApiProperty({ description: 'Username (start) or words of name and surname' })
  @IsDefined()
  @IsString()
  q: string;
}

/** One time an administrator acted on the account (the user's own panel shows it). */
export class ActingNoticeDto {
  @ApiProperty() adminUsername: string;
  @ApiProperty({ description: 'Unix seconds' }) startedAt: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Unix seconds; null while going on or never ended',
  })
  endedAt: number | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ description: 'Changes made while acting' }) changes: number;
}

export class ActingNoticesDataDto {
  @ApiProperty({ type: [ActingNoticeDto], description: 'Newest first, at most 20' })
  notices: ActingNoticeDto[];
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { WEEKLY_DEFAULT_WEEKS, WEEKLY_MAX_WEEKS } from '../weekly-series.read-model';

export class WeeklyQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: WEEKLY_MAX_WEEKS, default: WEEKLY_DEFAULT_WEEKS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(WEEKLY_MAX_WEEKS)
  weeks?: number;
}

export class WeekPointDto {
  @ApiProperty({ description: "ISO week 'YYYY-Www' (Europe/Rome)" }) week: string;
  @ApiProperty({ description: "Its Monday 'YYYY-MM-DD'" }) monday: string;
  @ApiProperty({ description: 'Orders sold (paid, or given on account)' }) sales: number;
  @ApiProperty({ description: 'Their amount in cents' }) salesCents: number;
  @ApiProperty({ description: 'Plaques activated' }) activations: number;
  @ApiProperty({ description: 'Dedications made (paid or free; unpaid and cancelled ones left out)' })
  dedications: number;
  @ApiProperty({ description: 'Lamps in fault now, by the week their fault began' }) faults: number;
}

export class WeeklySeriesDto {
  @ApiProperty({ type: [WeekPointDto], description: 'Oldest week first' }) weeks: WeekPointDto[];
}

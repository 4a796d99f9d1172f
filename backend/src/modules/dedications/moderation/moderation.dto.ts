import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

/** One of the viewer's pages and what happens to its dedications after the deadline. */
export class PageModerationDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ enum: ['publish', 'lapse'] }) afterDeadline: 'publish' | 'lapse';
  @ApiProperty({ description: 'False while the page has made no choice of its own (the default applies)' })
  chosen: boolean;
}

/** GET /api/account/dedications/moderation. */
export class PageModerationListDto {
  @ApiProperty({ type: [PageModerationDto] }) pages: PageModerationDto[];
  @ApiProperty({ description: 'Days without a decision after which the choice applies (7)' })
  deadlineDays: number;
  @ApiProperty({ description: 'Hours after which the moderators are reminded, once (48)' })
  reminderHours: number;
  @ApiProperty({ enum: ['publish', 'lapse'], description: "A page's choice until it makes one" })
  defaultAfterDeadline: 'publish' | 'lapse';
}

/** Body of POST /api/account/dedications/moderation. */
export class SetPageModerationDto {
  @ApiPropertyOptional({ description: 'Deceased id (with or without 000)' })
  @IsOptional()
  deceasedId?: unknown;
  @ApiPropertyOptional({ enum: ['publish', 'lapse'] }) @IsOptional() afterDeadline?: unknown;
}

export class SetPageModerationDataDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['publish', 'lapse'] }) afterDeadline: 'publish' | 'lapse';
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';

/**
 * POST book (spec public §3 "Condolence post", §7). Every field is checked by CondolencesService so that
 * the answer carries the spec's Italian message per field.
 */
export class BookDto {
  @ApiPropertyOptional({ description: 'Signature shown with the message' }) @IsOptional() name?: unknown;
  @ApiPropertyOptional({ description: 'Plain text, at most 1000 characters' }) @IsOptional() text?: unknown;
  @ApiPropertyOptional({ description: 'Deceased id (with or without 000)' }) @IsOptional() qrcode?: unknown;
  @ApiPropertyOptional() @IsOptional() accountName?: unknown;
  @ApiPropertyOptional() @IsOptional() accountSurname?: unknown;
  @ApiPropertyOptional({ description: 'Phone, sent only with 8+ characters' }) @IsOptional() number?: unknown;
  @ApiPropertyOptional() @IsOptional() email?: unknown;
  @ApiPropertyOptional({ enum: ['email', 'wa', 'sms'] }) @IsOptional() channel?: unknown;
  @ApiPropertyOptional() @IsOptional() terms?: unknown;
}

export class BookConfirmDto {
  @ApiPropertyOptional() @IsOptional() id?: unknown;
  @ApiPropertyOptional() @IsOptional() token?: unknown;
}

export class BookCodeDto {
  @ApiPropertyOptional() @IsOptional() deceasedID?: unknown;
  @ApiPropertyOptional() @IsOptional() smsCode?: unknown;
}

export class CheckPhoneDto {
  @ApiPropertyOptional() @IsOptional() telephone?: unknown;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// The spec's messages and length limits are checked by ContactService, so that each field gets its own
// message; the DTO fixes types and a hard bound.

/** POST /api/content/contact (spec public §3 "Contact message", §5 contact form). */
export class ContactDto {
  @ApiProperty({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(1000) name?: string;
  @ApiProperty({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(1000) surname?: string;
  @ApiProperty({ maxLength: 254 }) @IsOptional() @IsString() @MaxLength(1000) email?: string;
  @ApiProperty({ maxLength: 200, description: 'Subject' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  object?: string;
  @ApiProperty({ maxLength: 5000, description: 'Message' })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  content?: string;
  @ApiProperty({ description: "Terms accepted: 'true', '1' or 'on'" })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  terms?: string;
  @ApiPropertyOptional({ description: 'ALTCHA solution payload (base64 JSON) from GET /api/content/captcha' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  altcha?: string;
}

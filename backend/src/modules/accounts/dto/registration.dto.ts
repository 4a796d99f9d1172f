import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { toBoolean, toJsonList } from './form-values';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from '../../../common/spec-limits';

// Field presence and the spec's messages are checked by the services (so each field gets its own
// message); the DTOs fix types and bounds.

/** One notification zone (spec public §3 notificationList): region required, lower levels optional. */
export class NotificationZoneInputDto {
  @ApiProperty({ type: Number, description: 'Region id (2-21)' }) region: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "Province id; null or -1 for 'Tutti'" })
  province?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: "Comune id; null or -1 for 'Tutti'" })
  location?: number | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "One of the comune's CAPs; null or '-1'",
  })
  cap?: string | null;
}

/** POST /api/account/registration (spec public §3 "Registration form", §5). */
export class RegistrationDto {
  @ApiProperty({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) name?: string;
  @ApiProperty({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) surname?: string;

  @ApiProperty({
    description: `At least ${USERNAME_MIN} letters/digits; see GET suggestUsername`,
    maxLength: 64,
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  username?: string;

  @ApiPropertyOptional({ description: "'+39-3331234567' (or a bare Italian number)", maxLength: 30 })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  telephone?: string;

  @ApiPropertyOptional({ maxLength: 254 }) @IsOptional() @IsString() @MaxLength(254) email?: string;

  @ApiPropertyOptional({ description: 'Promotion code', maxLength: 50 })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  agent?: string;

  @ApiProperty({ name: 'contact-method', enum: ['email', 'wa', 'sms'] })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  'contact-method'?: string;

  @ApiPropertyOptional({ type: Boolean, description: "true/false (form: 'true', '1', 'on')" })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  activeNotification?: boolean;

  @ApiPropertyOptional({ enum: ['realtime', 'daily', 'weekly', 'never'], default: 'daily' })
  @IsOptional()
  @IsIn(['realtime', 'daily', 'weekly', 'never'])
  notificationFrequency?: 'realtime' | 'daily' | 'weekly' | 'never';

  @ApiPropertyOptional({
    type: [NotificationZoneInputDto],
    description: 'Array, or the same as a JSON string',
  })
  @IsOptional()
  @Transform(toJsonList)
  @IsArray()
  notificationList?: unknown[];

  @ApiProperty({ type: Boolean, description: 'Terms accepted' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  terms?: boolean;
}

/** POST /api/account/register: the first password of a registered account (/registerComplete). */
export class RegisterDto {
  @ApiProperty({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) registrationToken?: string;
  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  newPassword?: string;

  @ApiProperty({ description: 'Confirmation of newPassword', maxLength: PASSWORD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({ description: 'Sent by the legacy form; the token decides the account' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  username?: string;

  @ApiPropertyOptional({ description: 'Echoed back: registration started from the condolence book' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  condolenceFlag?: string;
}

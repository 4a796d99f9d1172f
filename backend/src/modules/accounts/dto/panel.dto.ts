import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { toBoolean, toInteger, toJsonList } from './form-values';
import { NotificationZoneInputDto } from './registration.dto';
import { USERNAME_MAX } from '../account-rules';
import { CF_LENGTH, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MIN } from '../../../common/spec-limits';

/** POST /api/account/changePassword (client panel "change password"; spec panels §5, §7). */
export class ChangePasswordDto {
  @ApiProperty({ name: 'old-password' }) @IsOptional() @IsString() @MaxLength(1024) 'old-password'?: string;
  @ApiProperty({ name: 'new-password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  'new-password'?: string;
  @ApiProperty({ name: 'confirm-password' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  'confirm-password'?: string;
}

/** POST /api/account/changeContactPreference (spec panels §7). */
export class ChangeContactPreferenceDto {
  @ApiProperty({ name: 'contact-preference', enum: ['email', 'wa', 'sms'] })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  'contact-preference'?: string;
}

/** POST /api/account/modifyContactPreferece (sic, the spec's name; spec panels §7). */
export class NotificationPreferenceInputDto {
  @ApiProperty({ type: Boolean })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  activeNotification?: boolean;

  @ApiProperty({ enum: ['realtime', 'daily', 'weekly', 'never'] })
  @IsOptional()
  @IsIn(['realtime', 'daily', 'weekly', 'never'])
  notificationFrequency?: 'realtime' | 'daily' | 'weekly' | 'never';

  @ApiProperty({ type: [NotificationZoneInputDto], description: 'Array, or the same as a JSON string' })
  @IsOptional()
  @Transform(toJsonList)
  @IsArray()
  notificationList?: unknown[];
}

/** POST /api/account/modify: account data with the address picker (spec panels §5 "User data", "Address"). */
export class ModifyAccountDto {
  @ApiPropertyOptional({
    description:
      `A new username (letters and digits, ${USERNAME_MIN} to ${USERNAME_MAX}, stored lower case); ` +
      'left out or unchanged: kept',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  username?: string;
  @ApiProperty({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) name?: string;
  @ApiProperty({ maxLength: 100 }) @IsOptional() @IsString() @MaxLength(100) surname?: string;
  @ApiPropertyOptional({ description: 'A new one is applied only after its verification link' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;
  @ApiPropertyOptional({
    description: "'+39-3331234567'; a new one is applied only after its verification link",
  })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  telephone?: string;
  @ApiPropertyOptional({
    description: `Codice fiscale, ${CF_LENGTH} characters; required for nationality 105`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  cf?: string;
  @ApiProperty({ description: 'Country id (Italy 105)', default: 105 })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  nationality?: number;
  @ApiPropertyOptional({ description: 'Region id (Italy)' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  region?: number;
  @ApiPropertyOptional({ description: 'Province id (Italy)' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  province?: number;
  @ApiPropertyOptional({ description: 'Comune id (Italy)' })
  @IsOptional()
  @Transform(toInteger)
  @IsInt()
  location?: number;
  @ApiPropertyOptional({ description: "One of the comune's CAPs (Italy)" })
  @IsOptional()
  @IsString()
  @MaxLength(5)
  cap?: string;
  @ApiPropertyOptional({ description: 'Street (Italy)', maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  route?: string;
  @ApiPropertyOptional({ description: 'Street number (Italy)', maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  civic?: string;
  @ApiPropertyOptional({ description: 'Whole address (other countries)', maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  complete_address?: string;
}

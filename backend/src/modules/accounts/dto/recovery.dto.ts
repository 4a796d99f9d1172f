import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../common/spec-limits';

/** POST /api/account/recover (/forgot-password): username or e-mail. */
export class RecoverDto {
  @ApiProperty({ description: 'Username or e-mail', maxLength: 254 })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  username?: string;
}

/** POST /api/account/recoverVerify: is the reset link still usable? */
export class RecoverVerifyDto {
  @ApiProperty({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) recoverToken?: string;
}

/** POST /api/account/completeReset (/reset-password, /recupera-password). */
export class CompleteResetDto {
  @ApiProperty({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) recoverToken?: string;

  @ApiProperty({ name: 'new-password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  'new-password'?: string;

  @ApiProperty({ name: 'confirm-new-password', maxLength: PASSWORD_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  'confirm-new-password'?: string;
}

/** POST /api/account/recoverUserData (/recover-user): the username, by e-mail or phone. */
export class RecoverUserDataDto {
  @ApiProperty({ name: 'recover-type', enum: ['email', 'telephone'] })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  'recover-type'?: string;

  @ApiPropertyOptional({ name: 'recover-email', maxLength: 254 })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  'recover-email'?: string;

  @ApiPropertyOptional({ name: 'recover-telephone', description: "'+39-3331234567'", maxLength: 30 })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  'recover-telephone'?: string;
}

/** POST verifyToken / unsubscribe: the token of the link. */
export class LinkTokenDto {
  @ApiProperty({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) token?: string;
}

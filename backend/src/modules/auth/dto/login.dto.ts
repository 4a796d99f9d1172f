import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/auth/login (spec public §7: email, password, _submitLogin). Emptiness is checked by the service. */
export class LoginDto {
  @ApiPropertyOptional({ description: 'Username or e-mail', maxLength: 254 })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ maxLength: 1024 })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({ description: 'Sent by the legacy form; ignored' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  _submitLogin?: string;

  @ApiPropertyOptional({
    description: 'Token of a /login-renewal link (spec public §2): the answer then carries renewal_success',
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  renewal_token?: string;
}

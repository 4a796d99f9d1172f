import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** POST /api/auth/autologin: a one-shot token handed over by the mobile wrapper (spec public §2). */
export class AutologinDto {
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  token: string;
}

import { ApiProperty } from '@nestjs/swagger';
import { ExpiringMemorialDto } from '../../memorials/dto/expiring-memorial.dto';

export class SecurityTokenDataDto {
  @ApiProperty({ description: 'Send back as header X-CSRF-Token or body field csrf_token' })
  _csrf: string;
}

export class LoginDataDto {
  @ApiProperty({ type: [ExpiringMemorialDto] })
  expiring_memorial: ExpiringMemorialDto[];
}

export class LogoutDataDto {
  @ApiProperty({ enum: ['success'] })
  response: 'success';
}

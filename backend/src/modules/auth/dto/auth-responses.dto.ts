import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ExpiringMemorialDto } from '../../memorials/dto/expiring-memorial.dto';

export class SecurityTokenDataDto {
  @ApiProperty({ description: 'Send back as header X-CSRF-Token or body field csrf_token' })
  _csrf: string;
}

export class LoginDataDto {
  @ApiProperty({ type: [ExpiringMemorialDto] })
  expiring_memorial: ExpiringMemorialDto[];

  @ApiPropertyOptional({ description: 'Only with renewal_token: the renewal link was valid and is now used' })
  renewal_success?: boolean;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Only with renewal_token: the deceased whose memorial the link renews (/memorial-activate)',
  })
  renewal_deceasedID?: number | null;
}

export class LogoutDataDto {
  @ApiProperty({ enum: ['success'] })
  response: 'success';
}

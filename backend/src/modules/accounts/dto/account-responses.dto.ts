import { ApiProperty } from '@nestjs/swagger';
import { UserDataDto } from './user-data.dto';

export class ExistsDataDto {
  @ApiProperty({ enum: ['success', 'fail'], description: "'success' = taken / exists, 'fail' = free" })
  result: 'success' | 'fail';
}

export class MailExistDataDto extends ExistsDataDto {
  @ApiProperty({ description: 'The account holding the e-mail has chosen its password' }) isActive: boolean;
}

export class UsernameDataDto {
  @ApiProperty() username: string;
}

export class RegistrationDataDto {
  @ApiProperty({ description: 'The e-mail or phone the link went to (for /esito-registrazione)' })
  recipient: string;
  @ApiProperty({ enum: ['email', 'wa', 'sms'] }) channel: 'email' | 'wa' | 'sms';
}

export class RegisterDataDto {
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true, description: 'Echo of the condolenceFlag sent' })
  condolenceFlag: string | null;
}

export class ResultDataDto {
  @ApiProperty({ enum: ['success'] }) result: 'success';
}

export class PendingContactsDto {
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
}

export class ModifyDataDto {
  @ApiProperty({
    type: PendingContactsDto,
    description: 'New contacts sent a verification link, not applied yet',
  })
  pending: PendingContactsDto;
}

export class ContactDataDto {
  @ApiProperty({ enum: ['success'] }) response: 'success';
  @ApiProperty({ type: UserDataDto }) data: UserDataDto;
}

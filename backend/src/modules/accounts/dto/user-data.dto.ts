import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

// UserData of docs/contracts.md "Auth" (spec public §3 "Session user").

export class PreferredContactDto {
  @ApiProperty({ enum: ['email', 'wa', 'sms'] }) type: 'email' | 'wa' | 'sms';
}

export class NotificationZoneDto {
  @ApiProperty({ type: Number, nullable: true }) region: number | null;
  @ApiProperty({ type: Number, nullable: true }) province: number | null;
  @ApiProperty({ type: Number, nullable: true }) location: number | null;
  @ApiProperty({ type: String, nullable: true }) cap: string | null;
}

export class NotificationPreferenceDto {
  @ApiProperty() activeNotification: boolean;
  @ApiProperty({ enum: ['realtime', 'daily', 'weekly', 'never'] }) notificationFrequency:
    'realtime' | 'daily' | 'weekly' | 'never';
  @ApiProperty({ type: [NotificationZoneDto] }) notificationList: NotificationZoneDto[];
}

export class PermissionsDto {
  @ApiProperty({ enum: [0, 1, 2], description: '0 client, 1 admin, 2 partner' }) platformAccess: 0 | 1 | 2;
}

export class AddressDto {
  @ApiProperty() address: string;
  @ApiProperty() number: string;
  @ApiProperty({ type: Number, nullable: true }) region: number | null;
  @ApiProperty({ type: Number, nullable: true }) province: number | null;
  @ApiProperty({ type: Number, nullable: true }) location: number | null;
  @ApiProperty({ type: String, nullable: true }) cap: string | null;
  @ApiProperty({ example: 105 }) nationID: number;
  @ApiProperty({ type: String, nullable: true }) completeAddress: string | null;
  @ApiProperty({ enum: ['invoice', 'other'] }) type: 'invoice' | 'other';
}

export class UserDataDto {
  @ApiProperty() user_id: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true }) cf: string | null;
  @ApiProperty({ type: PreferredContactDto }) preferred_contact: PreferredContactDto;
  @ApiProperty({ type: NotificationPreferenceDto }) notificationPreference: NotificationPreferenceDto;
  @ApiProperty({ type: PermissionsDto }) permissions: PermissionsDto;
  @ApiProperty({ type: String, enum: ['partner', 'gestorelampade'], nullable: true }) partnertype:
    'partner' | 'gestorelampade' | null;
  @ApiProperty({ type: [AddressDto] }) addresses: AddressDto[];
}

/** While an admin acts for the session's user: who, why and since when. */
export class ActingSessionDto {
  @ApiProperty() adminId: number;
  @ApiProperty() adminUsername: string;
  @ApiProperty() reason: string;
  @ApiProperty({ description: 'Unix seconds' }) startedAt: number;
}

export class SessionDto {
  /** The account in use: while acting, the user acted for. */
  @ApiProperty({ type: UserDataDto }) userdata: UserDataDto;
  @ApiPropertyOptional({
    type: ActingSessionDto,
    nullable: true,
    description: 'Set while an administrator acts for this account (GET session, acting start)',
  })
  acting?: ActingSessionDto | null;
}

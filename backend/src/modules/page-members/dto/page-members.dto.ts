import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class InvitePageMemberDto {
  @ApiProperty({ enum: ['email', 'wa'], description: 'How the link goes: e-mail or WhatsApp' })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  channel?: string;

  @ApiProperty({ maxLength: 254, description: 'The e-mail address or the telephone number' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  address?: string;

  @ApiPropertyOptional({ enum: ['manager', 'guest'], description: "Default 'manager'" })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  role?: string;
}

export class InvitationTokenDto {
  @ApiProperty({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) token?: string;
}

export class InheritedManagersDto {
  @ApiProperty({
    enum: ['keep', 'clear'],
    description: "The new owner's choice for the former owner's managers",
  })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  choice?: string;
}

export class PageManagerDto {
  @ApiProperty() userId: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() username: string;
  @ApiProperty({ enum: ['manager', 'guest'] }) role: 'manager' | 'guest';
  @ApiProperty({ description: 'Unix seconds' }) since: number;
  @ApiProperty({
    description: 'Invited by a former owner of the page: the current owner keeps or clears them',
  })
  inherited: boolean;
}

export class PageInvitationDto {
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['email', 'wa'] }) channel: 'email' | 'wa';
  @ApiProperty() address: string;
  @ApiProperty({ enum: ['manager', 'guest'] }) role: 'manager' | 'guest';
  @ApiProperty({ enum: ['open', 'expired', 'accepted'] }) state: 'open' | 'expired' | 'accepted';
  @ApiProperty({ description: 'Unix seconds' }) expiresAt: number;
}

export class PageMembersDataDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: [PageManagerDto] }) members: PageManagerDto[];
  @ApiProperty({ type: [PageInvitationDto], description: 'Newest first' }) invitations: PageInvitationDto[];
}

export class PageInvitationDataDto {
  @ApiProperty({ type: PageInvitationDto }) invitation: PageInvitationDto;
}

export class ManagedPageDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true, description: 'Public URL of the photo' }) photo: string | null;
  @ApiProperty({ type: String, nullable: true }) dateOfBirth: string | null;
  @ApiProperty({ type: String, nullable: true }) dateOfDeath: string | null;
  @ApiProperty({ description: "The owner's name and surname" }) ownerName: string;
}

export class ManagedPagesDataDto {
  @ApiProperty({ type: [ManagedPageDto] }) pages: ManagedPageDto[];
}

export class InvitationLookDataDto {
  @ApiProperty({ enum: ['open', 'expired', 'used'] }) state: 'open' | 'expired' | 'used';
  @ApiProperty({ enum: ['manager', 'guest'] }) role: 'manager' | 'guest';
  @ApiProperty() deceasedName: string;
  @ApiProperty({ description: 'Who invited' }) fromName: string;
}

export class InvitationAcceptedDataDto {
  @ApiProperty() deceasedID: number;
  @ApiProperty({ enum: ['manager', 'guest'] }) role: 'manager' | 'guest';
}

export class ManagerActivityItemDto {
  @ApiProperty() ID: number;
  @ApiProperty({ description: 'Unix seconds' }) time: number;
  @ApiProperty() username: string;
  @ApiProperty() action: string;
  @ApiProperty({ description: "Italian label, e.g. 'Gestore: dedica approvata'" }) actionLabel: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  details: Record<string, unknown> | null;
}

export class ManagerActivityDataDto {
  @ApiProperty({ type: [ManagerActivityItemDto], description: 'Newest first' })
  items: ManagerActivityItemDto[];
  @ApiProperty() total: number;
}

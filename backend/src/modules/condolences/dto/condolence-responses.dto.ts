import { ApiProperty } from '@nestjs/swagger';

export class BookLimitDataDto {
  @ApiProperty({ description: 'Days from publication the book stays open' }) condolenceLimit: number;
}

export class CondolenceDto {
  @ApiProperty() ID: number;
  @ApiProperty() authorName: string;
  @ApiProperty({ description: 'Plain text (never HTML)' }) text: string;
  @ApiProperty({ description: 'Unix seconds of publication' }) time: number;
}

export class BookMessagesDataDto {
  @ApiProperty({ type: [CondolenceDto] }) condolences: CondolenceDto[];
}

export class PhrasesDataDto {
  @ApiProperty({ type: [String] }) phrases: string[];
}

export class BookDataDto {
  @ApiProperty({ description: 'True while the condolence waits for its confirmation link or code' })
  pending: boolean;
  @ApiProperty() ID: number;
  @ApiProperty({ enum: ['email', 'wa', 'sms'], nullable: true }) channel: string | null;
}

export class BookConfirmDataDto {
  @ApiProperty() deceasedID: number;
}

export class CheckPhoneDataDto {
  @ApiProperty({ description: 'Whether the number is a phone that can receive the code' }) valid: boolean;
}

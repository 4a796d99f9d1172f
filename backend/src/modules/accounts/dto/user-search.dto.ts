import { ApiProperty } from '@nestjs/swagger';

/** One account found by GET /api/user/search (spec panels §3 "Users found by search"): never a contact. */
export class FoundUserDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() username: string;
}

/** GET /api/user/search?q= */
export class UserSearchDataDto {
  @ApiProperty({ type: [FoundUserDto], description: 'At most 10, exact username first' })
  users: FoundUserDto[];
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * POST /api/admin/changeOwner (spec panels §7): the fields are read by the service, which answers each bad
 * one with the spec's message in `data.fields`.
 */
export class ChangeOwnerDto {
  @ApiProperty({
    name: 'deceased-id',
    description:
      "One deceased id (000 prefix accepted), or a JSON list of ids for several QR codes at once ('[1000,1001]'); at most 50",
    oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'array', items: { type: 'integer' } }],
  })
  @Allow()
  'deceased-id'?: unknown;

  @ApiProperty({
    name: 'new-owner-id',
    description: 'ID of the receiving account, from GET /api/user/search',
    oneOf: [{ type: 'string' }, { type: 'integer' }],
  })
  @Allow()
  'new-owner-id'?: unknown;

  @ApiPropertyOptional({
    name: 'change-type',
    enum: ['deceased', 'qrcode'],
    description: "'deceased' (one page, the default) or 'qrcode' (the QR table's selection)",
  })
  @Allow()
  'change-type'?: unknown;

  @ApiPropertyOptional({
    description: '1 supersedes a transfer still waiting for its receiver (after PENDING_REQUEST)',
    oneOf: [{ type: 'string', enum: ['0', '1'] }, { type: 'integer', enum: [0, 1] }, { type: 'boolean' }],
  })
  @Allow()
  force?: unknown;
}

/** The transfer that was sent. */
export class ChangeOwnerDataDto {
  @ApiProperty({ type: [Number], description: 'The deceased whose transfer now waits for the receiver' })
  deceasedIDs: number[];
}

/** POST /api/deceased/acceptTransfer (the /accetta-trasferimento page). */
export class AcceptTransferDto {
  @ApiProperty({ maxLength: 200 }) @IsOptional() @IsString() @MaxLength(200) token?: string;
  @ApiPropertyOptional({
    enum: ['keep', 'clear'],
    description: "The pages' managers: 'keep' (default; the new owner's 'Gestori' asks again) or 'clear'",
  })
  @IsOptional()
  @IsString()
  @MaxLength(8)
  managers?: string;
}

export class TransferredDeceasedDto {
  @ApiProperty() ID: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
}

export class AcceptTransferDataDto {
  @ApiProperty({ type: [TransferredDeceasedDto], description: 'The pages that now belong to the receiver' })
  deceased: TransferredDeceasedDto[];
}

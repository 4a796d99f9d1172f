import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { AdminGiftMessages, AdminGiftsService } from './admin-gifts.service';
import { ADMIN_GIFT_PUBLISH, ADMIN_GIFT_TYPES } from './dedication-form';

export class AdminGiftDataDto {
  @ApiProperty() ID: number;
  @ApiProperty() deceasedID: number;
  @ApiProperty({ enum: ADMIN_GIFT_PUBLISH }) status: string;
}

/**
 * The admin's gift (spec panels §2 /aggiungi-dono-admin?000{id}, a row action of #pages; §6 "add gifts"):
 * no payment, published as the admin chooses. Admins only; audited with the dedication.
 */
@ApiTags('admin')
@Controller('api/admin')
@Roles('admin')
export class AdminGiftsController {
  constructor(private readonly gifts: AdminGiftsService) {}

  @Post('dedicAdmin')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'dedicAdmin',
    summary:
      'Add a gift without payment, accepted or pending as chosen (multipart; `dedic-type` first) (admin)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['deceased-id', 'dedic-type', 'publish'],
      properties: {
        'deceased-id': { type: 'string', example: '0001000' },
        'dedic-type': { type: 'string', enum: [...ADMIN_GIFT_TYPES] },
        dedic: { type: 'string', maxLength: 1000 },
        'dedic-sign': { type: 'string', maxLength: 100, description: "'0' or empty: anonymous" },
        publish: { type: 'string', enum: [...ADMIN_GIFT_PUBLISH] },
        'insert-time': {
          type: 'string',
          pattern: '^\\d+$',
          description: 'When the gift was left, unix ms, at most a day ahead; empty = now',
        },
        'notification-flag': {
          type: 'string',
          enum: ['1', '0', 'true', 'false', 'on', 'off'],
          description: "Whether the page's owner is told; left out = '1'",
        },
        file: {
          type: 'string',
          format: 'binary',
          description: 'The photo or video of dedica-foto / dedica-video',
        },
      },
    },
  })
  @ApiEnvelope(AdminGiftDataDto)
  @ApiFailures(400, 401, 403, 404, 413)
  async dedicAdmin(@Req() req: AuthenticatedRequest) {
    const data = await this.gifts.add(req, signedInUser(req));
    return ok(data, { message: AdminGiftMessages.added });
  }
}

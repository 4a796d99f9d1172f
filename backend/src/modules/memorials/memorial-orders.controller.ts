import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import { AuthContextService } from '../auth/auth-context.service';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { MemorialOrderDataDto, MemorialOrderFormDto } from './dto/memorial-order.dto';
import { MemorialOrderErrors } from './memorial-orders.errors';
import { MemorialOrdersService } from './memorial-orders.service';

/** The memorial service purchase (spec public §4 "Memorial flow", §7 sendform memorial). */
@ApiTags('memorials')
@Controller('api/memorials')
export class MemorialOrdersController {
  constructor(
    private readonly context: AuthContextService,
    private readonly memorialOrders: MemorialOrdersService,
  ) {}

  @Post('sendform/memorial')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'sendformMemorial',
    summary: 'Order a year of memorial service (new or renewal) for a deceased of the signed-in user',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: MemorialOrderFormDto })
  @ApiHeader({ name: 'X-CSRF-Token', required: true })
  @ApiEnvelope(MemorialOrderDataDto)
  @ApiFailures(400, 401, 403, 404, 413)
  async sendform(@Req() req: AuthenticatedRequest) {
    // Checked before a byte of the body is read: no upload is stored for an anonymous visitor.
    const { user } = await this.context.load(req);
    if (!user) throw MemorialOrderErrors.loginRequired();
    const created = await this.memorialOrders.create(req, user);
    return ok(created, { message: created.message });
  }
}

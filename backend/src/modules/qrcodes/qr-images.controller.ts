import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiFailures } from '../../common/api-envelope.decorators';
import { signedInUser, type AuthenticatedRequest } from '../auth/request-auth';
import { Roles } from '../auth/roles.guard';
import { sendFile } from '../../common/file-answer';
import { QrAdminService } from './qr-admin.service';

/**
 * 'Visualizza qr-code' outside the admin panel: a partner sees the PNG of the temporary codes it requested
 * (its QR list, spec panels §2 /partner-panel#qrcode), an admin any; any other plaque is 404 for a partner.
 */
@ApiTags('qrcodes')
@Controller('api/qrcodes')
export class QrImagesController {
  constructor(private readonly admin: QrAdminService) {}

  @Get(':id/image.png')
  @Roles('admin', 'partner')
  @ApiOperation({
    operationId: 'qrcodeImage',
    summary: "A plaque's QR as PNG (admin; a partner its own temporary codes)",
  })
  @ApiParam({ name: 'id', description: 'QR code id (000 prefix accepted)' })
  @ApiProduces('image/png')
  @ApiFailures(400, 401, 403, 404)
  async image(@Param('id') id: string, @Req() req: AuthenticatedRequest, @Res() res: Response) {
    const { png, filename } = await this.admin.image(id, signedInUser(req));
    sendFile(res, { body: png, type: 'image/png', filename, disposition: 'inline' });
  }
}

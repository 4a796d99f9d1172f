import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiFailures, CSRF_HEADER } from '../../common/api-envelope.decorators';
import { ok } from '../../common/envelope';
import type { AuthenticatedRequest } from '../auth/request-auth';
import { CaptchaService } from './contact/captcha.service';
import { ContactService } from './contact/contact.service';
import { ContentMessages } from './content.errors';
import { ContactDto } from './dto/contact.dto';
import {
  AphorismsDataDto,
  CaptchaChallengeDto,
  ProductPriceDataDto,
  ProductPricesDataDto,
} from './dto/content-responses.dto';
import { ProductPricesService } from './products/product-prices.service';
import { AphorismsService } from './aphorisms.service';

/** Public content calls (spec public §7): product prices, aphorisms, the contact form and its captcha. */
@ApiTags('content')
@Controller('api/content')
export class ContentController {
  constructor(
    private readonly prices: ProductPricesService,
    private readonly captcha: CaptchaService,
    private readonly contact: ContactService,
    private readonly aphorisms: AphorismsService,
  ) {}

  @Get('getAphorism')
  @ApiOperation({ operationId: 'getAphorism', summary: 'The suggested aphorisms for a tombstone page' })
  @ApiEnvelope(AphorismsDataDto)
  async getAphorism() {
    return ok({ data: { aphorisms: await this.aphorisms.list() } });
  }

  @Get('getProductPrices')
  @ApiOperation({ operationId: 'getProductPrices', summary: 'Every product with its price in cents' })
  @ApiEnvelope(ProductPricesDataDto)
  async getProductPrices() {
    return ok({ data: { products: await this.prices.list() } });
  }

  @Get('getProductPrice/:key')
  @ApiOperation({ operationId: 'getProductPrice', summary: 'One product price in cents' })
  @ApiEnvelope(ProductPriceDataDto)
  @ApiFailures(404)
  async getProductPrice(@Param('key') key: string) {
    return ok({ product_details: await this.prices.get(key) });
  }

  @Get('captcha')
  @ApiOperation({
    operationId: 'captcha',
    summary: 'A proof-of-work challenge (ALTCHA) for the contact form',
  })
  @ApiEnvelope(CaptchaChallengeDto)
  async getCaptcha() {
    return ok(await this.captcha.challenge());
  }

  @Post('contact')
  @HttpCode(200)
  @ApiOperation({ operationId: 'contact', summary: 'Send a message to the staff (captcha required)' })
  @ApiConsumes('application/json', 'application/x-www-form-urlencoded')
  @ApiHeader(CSRF_HEADER)
  @ApiEnvelope(null)
  @ApiFailures(400, 403, 429)
  async sendContact(@Body() body: ContactDto, @Req() req: AuthenticatedRequest) {
    await this.contact.send(body, req.ip ?? 'unknown');
    return ok(null, { message: ContentMessages.contactSent });
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth/auth-core.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { Aphorism } from './aphorism.entity';
import { AphorismsSeeder } from './aphorisms.seeder';
import { AphorismsService } from './aphorisms.service';
import { CaptchaService } from './contact/captcha.service';
import { ContactMessage } from './contact/contact-message.entity';
import { ContactService } from './contact/contact.service';
import { UsedCaptcha } from './contact/used-captcha.entity';
import { ContentController } from './content.controller';
import { Product } from './products/product.entity';
import { ProductPricesService } from './products/product-prices.service';

/**
 * Text-page data (DESIGN "Back end": module `content`): the shipped aphorisms, product prices (until the
 * orders module takes them) and the contact form with its captcha.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Aphorism, Product, ContactMessage, UsedCaptcha]),
    AuthCoreModule,
    NotificationsModule,
  ],
  controllers: [ContentController],
  providers: [AphorismsSeeder, AphorismsService, ProductPricesService, CaptchaService, ContactService],
  // CaptchaService: the partner request form uses the same proof-of-work as /contact.
  exports: [ProductPricesService, CaptchaService],
})
export class ContentModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SchedulerModule } from '../scheduler/scheduler.module';
import { Aphorism } from './aphorism.entity';
import { AphorismsSeeder } from './aphorisms.seeder';
import { AphorismsService } from './aphorisms.service';
import { CaptchaService } from './contact/captcha.service';
import { ContactMessage } from './contact/contact-message.entity';
import { ContactService } from './contact/contact.service';
import { UsedCaptcha } from './contact/used-captcha.entity';
import { ContentController } from './content.controller';
import { ManifestConfigController } from './manifest-config.controller';
import { Product } from './products/product.entity';
import { ProductPricesService } from './products/product-prices.service';
import { ManifestConfigService } from './settings/manifest-config.service';
import { PlatformSetting } from './settings/platform-setting.entity';

/**
 * Text-page data (DESIGN "Back end": module `content`): the shipped aphorisms, product prices (until the
 * orders module takes them), the contact form with its captcha, and the platform settings (the manifesto
 * contact data of #modify).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Aphorism, Product, ContactMessage, UsedCaptcha, PlatformSetting]),
    AuthCoreModule,
    AuditModule,
    NotificationsModule,
    SchedulerModule,
  ],
  controllers: [ContentController, ManifestConfigController],
  providers: [
    AphorismsSeeder,
    AphorismsService,
    ProductPricesService,
    CaptchaService,
    ContactService,
    ManifestConfigService,
  ],
  // CaptchaService: the partner request form uses the same proof-of-work as /contact. ManifestConfigService:
  // the contact data printed on the manifestos, for their generator.
  exports: [ProductPricesService, CaptchaService, ManifestConfigService],
})
export class ContentModule {}

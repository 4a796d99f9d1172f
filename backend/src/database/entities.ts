import { NotificationZone } from '../modules/accounts/notification-zone.entity';
import { UserAddress } from '../modules/accounts/user-address.entity';
import { User } from '../modules/accounts/user.entity';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { TrustedDevice } from '../modules/auth/trusted-device.entity';
import { OneShotToken } from '../modules/auth/one-shot-token.entity';
import { Session } from '../modules/auth/session.entity';
import { ThrottleHit } from '../modules/auth/throttle-hit.entity';
import { Aphorism } from '../modules/content/aphorism.entity';
import { Condolence } from '../modules/condolences/condolence.entity';
import { ContactMessage } from '../modules/content/contact/contact-message.entity';
import { UsedCaptcha } from '../modules/content/contact/used-captcha.entity';
import { Product } from '../modules/content/products/product.entity';
import { PlatformSetting } from '../modules/content/settings/platform-setting.entity';
import { Dedication } from '../modules/dedications/dedication.entity';
import { PageModeration } from '../modules/dedications/moderation/page-moderation.entity';
import { Deceased } from '../modules/deceased/deceased.entity';
import { ComuneCap } from '../modules/locations/comune-cap.entity';
import { Comune } from '../modules/locations/comune.entity';
import { Country } from '../modules/locations/country.entity';
import { Province } from '../modules/locations/province.entity';
import { Region } from '../modules/locations/region.entity';
import { Memorial } from '../modules/memorials/memorial.entity';
import { MemorialMediaItem } from '../modules/memorials/memorial-media.entity';
import { Partner } from '../modules/partners/partner.entity';
import { ObituaryNotification } from '../modules/notifications/zones/obituary-notification.entity';
import { OutboxMessage } from '../modules/notifications/outbox-message.entity';
import { DeceasedReferringPlace } from '../modules/obituaries/deceased-referring-place.entity';
import { DeceasedFuneralPlace } from '../modules/obituaries/deceased-funeral-place.entity';
import { ScheduledPublication } from '../modules/deceased/scheduled-publication.entity';
import { JobLock } from '../modules/scheduler/job-lock.entity';
import { OrderEvent } from '../modules/orders/entities/order-event.entity';
import { OrderItem } from '../modules/orders/entities/order-item.entity';
import { Order } from '../modules/orders/entities/order.entity';
import { PaymentCapture } from '../modules/orders/entities/payment-capture.entity';
import { PaymentWebhookEvent } from '../modules/orders/entities/payment-webhook-event.entity';
import { QrCode } from '../modules/qrcodes/qr-code.entity';
import { PageCacheEvent } from '../modules/deceased/page-cache-event.entity';
import { OwnershipTransfer } from '../modules/deceased/ownership-transfer.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { LampPayment } from '../modules/lamps/lamp-payment.entity';
import { LampRenewalLink } from '../modules/lamps/lamp-renewal-link.entity';
import { LampSubscriber } from '../modules/lamps/lamp-subscriber.entity';
import { LampUnit } from '../modules/lamps/lamp-unit.entity';
import { LampWatch } from '../modules/lamps/lamp-watch.entity';
import { Lamp } from '../modules/lamps/lamp.entity';
import { Invoice } from '../modules/invoices/invoice.entity';
import { InvoiceSequence } from '../modules/invoices/invoice-sequence.entity';
import { RicordoCompany } from '../modules/invoices/ricordo-company.entity';
import { CalendarDate } from '../modules/calendar/calendar-date.entity';
import { CalendarReminder } from '../modules/calendar/calendar-reminder.entity';
import { PageInvitation } from '../modules/page-members/page-invitation.entity';
import { PageMember } from '../modules/page-members/page-member.entity';
import { RowCount } from '../common/row-count.entity';

/** Every entity of the schema, for the DataSource and the entity/schema agreement check. */
export const ENTITIES = [
  Region,
  Province,
  Comune,
  ComuneCap,
  Country,
  User,
  UserAddress,
  NotificationZone,
  Session,
  LoginAttempt,
  TrustedDevice,
  OneShotToken,
  ThrottleHit,
  Partner,
  Deceased,
  Memorial,
  MemorialMediaItem,
  Dedication,
  PageModeration,
  Aphorism,
  Product,
  PlatformSetting,
  ContactMessage,
  UsedCaptcha,
  OutboxMessage,
  JobLock,
  DeceasedReferringPlace,
  DeceasedFuneralPlace,
  ScheduledPublication,
  ObituaryNotification,
  Condolence,
  Order,
  OrderItem,
  OrderEvent,
  PaymentCapture,
  PaymentWebhookEvent,
  QrCode,
  PageCacheEvent,
  OwnershipTransfer,
  AuditEntry,
  LampSubscriber,
  Lamp,
  LampPayment,
  LampUnit,
  LampWatch,
  LampRenewalLink,
  Invoice,
  InvoiceSequence,
  RicordoCompany,
  CalendarDate,
  CalendarReminder,
  PageMember,
  PageInvitation,
  RowCount,
];

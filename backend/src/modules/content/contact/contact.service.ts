import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { normalizeEmail } from '../../accounts/account-rules';
import { RequestThrottleService, type ThrottleRule } from '../../auth/request-throttle.service';
import { OutboxService } from '../../notifications/outbox.service';
import { ContentErrors, ContentMessages } from '../content.errors';
import type { ContactDto } from '../dto/contact.dto';
import { CaptchaService } from './captcha.service';
import { ContactMessage } from './contact-message.entity';

export const CONTACT_LIMITS = { name: 100, surname: 100, object: 200, content: 5000 } as const;

/**
 * Messages per address: a person writes once or twice; a flood is refused with 429. Only messages that
 * passed every check (captcha included) count, so a mistyped form never locks anyone out.
 */
export const CONTACT_THROTTLE: ThrottleRule = { bucket: 'contact', limit: 3, windowMs: 10 * 60_000 };

const TRUE_WORDS = ['true', '1', 'on', 'yes'];

interface CheckedContact {
  name: string;
  surname: string;
  email: string;
  object: string;
  content: string;
}

/** The contact form's rules (spec public §5), each field with its own message. */
export function checkContact(body: ContactDto): CheckedContact {
  const problems: Record<string, string> = {};
  const text = (value: string | undefined) => (value ?? '').trim();
  const name = text(body.name);
  const surname = text(body.surname);
  const object = text(body.object);
  const content = text(body.content);
  const email = normalizeEmail(body.email ?? '');

  if (!name) problems.name = ContentMessages.nameRequired;
  else if (name.length > CONTACT_LIMITS.name) problems.name = ContentMessages.nameTooLong;
  if (!surname) problems.surname = ContentMessages.surnameRequired;
  else if (surname.length > CONTACT_LIMITS.surname) problems.surname = ContentMessages.surnameTooLong;
  if (!email) problems.email = ContentMessages.emailInvalid;
  if (!object) problems.object = ContentMessages.objectRequired;
  else if (object.length > CONTACT_LIMITS.object) problems.object = ContentMessages.objectTooLong;
  if (!content) problems.content = ContentMessages.contentRequired;
  else if (content.length > CONTACT_LIMITS.content) problems.content = ContentMessages.contentTooLong;
  if (!TRUE_WORDS.includes(text(body.terms).toLowerCase())) problems.terms = ContentMessages.termsRequired;

  if (Object.keys(problems).length > 0 || !email) throw ContentErrors.fields(problems);
  return { name, surname, email, object, content };
}

/**
 * POST contact (spec public §7): checks the fields, the captcha and the address's quota, then stores the
 * message and queues the staff e-mail in one transaction (docs/contracts.md "Messaging").
 */
@Injectable()
export class ContactService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly captcha: CaptchaService,
    private readonly throttle: RequestThrottleService,
    private readonly outbox: OutboxService,
  ) {}

  async send(body: ContactDto, ip: string): Promise<void> {
    const message = checkContact(body);
    const signature = await this.captcha.verify(body.altcha);
    await this.throttle.hit(CONTACT_THROTTLE, [`ip:${ip}`]);
    const now = new Date();
    await this.dataSource.transaction(async (manager) => {
      await this.captcha.consume(manager, signature, now);
      const saved = await manager.save(
        manager.create(ContactMessage, { ...message, ipAddress: ip.slice(0, 64), createdAt: now }),
      );
      await this.outbox.enqueue(manager, {
        channel: 'email',
        to: this.config.contact.contactTo,
        template: 'contact-message',
        data: {
          name: message.name,
          surname: message.surname,
          email: message.email,
          object: message.object,
          content: message.content,
          messageId: saved.id,
        },
        dedupeKey: `contact-message:${saved.id}`,
      });
    });
  }
}

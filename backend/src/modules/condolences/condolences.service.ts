import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { CommonErrors } from '../../common/app-error';
import { parseId } from '../../common/ids';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { chunks } from '../../database/chunks';
import { normalizeTelephone } from '../accounts/account-rules';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { randomToken, sha256Hex } from '../auth/crypto-tokens';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { DeceasedPageParts } from '../deceased/deceased-page-parts';
import { DeceasedService } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { phrasesFor } from './condolence-phrases.data';
import { CONDOLENCE_THROTTLES, CONFIRM_TTL_MS, DEMO_DECEASED_ID } from './condolence-throttles';
import { Condolence } from './condolence.entity';
import { CondolenceErrors, CondolenceMessages } from './condolences.errors';
import type { BookDto } from './dto/book.dto';

const DAY_MS = 86_400_000;
/** The book shows at most this many messages (newest first). */
export const BOOK_PAGE_SIZE = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface BookMessage {
  ID: number;
  authorName: string;
  text: string;
  time: number;
}

export interface BookOutcome {
  pending: boolean;
  id: number;
  channel: 'email' | 'wa' | 'sms' | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The condolence book (spec public §2 /memorial-book, §4 "Condolence flow", §5 "Condolence"). Whether a book
 * is open is decided here only (bookWindow), registered as the condolences part of the deceased's page, so
 * deceasedData carries `bookOpen` and no browser does the arithmetic.
 */
@Injectable()
export class CondolencesService implements OnModuleInit {
  constructor(
    @InjectRepository(Condolence) private readonly condolences: Repository<Condolence>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly deceased: DeceasedService,
    private readonly accounts: AccountsService,
    private readonly outbox: OutboxService,
    private readonly throttle: RequestThrottleService,
    private readonly domainEvents: DomainEvents,
    private readonly pageParts: DeceasedPageParts,
  ) {}

  onModuleInit(): void {
    this.pageParts.register('condolences', {
      bookOf: (deceasedId, publicationTime, now) => this.bookWindow(deceasedId, publicationTime, now),
    });
  }

  /** CONDOLENCE_LIMIT_DAYS, 365 unless set (spec public §9). */
  getBookLimit(): number {
    return this.config.condolenceLimitDays;
  }

  /**
   * Whether the book takes messages at `now`, and when it closes (spec public §4, §9): from publication for
   * CONDOLENCE_LIMIT_DAYS; the demo memorial's book never closes (null).
   */
  bookWindow(
    deceasedId: number,
    publicationTime: Date,
    now = new Date(),
  ): { open: boolean; closesAt: Date | null } {
    if (deceasedId === DEMO_DECEASED_ID) return { open: true, closesAt: null };
    const closesAt = new Date(publicationTime.getTime() + this.getBookLimit() * DAY_MS);
    return { open: now.getTime() <= closesAt.getTime(), closesAt };
  }

  async getBookMessages(rawId: string): Promise<BookMessage[]> {
    const deceasedId = parseId(rawId);
    const rows = await this.condolences.find({
      where: { deceasedId, status: 'published' },
      order: { publishedAt: 'DESC', id: 'DESC' },
      take: BOOK_PAGE_SIZE,
    });
    return rows.map((row) => ({
      ID: row.id,
      authorName: row.authorName,
      text: row.text,
      time: Math.floor((row.publishedAt ?? row.createdAt).getTime() / 1000),
    }));
  }

  /** Every published message of a book, oldest first (the printed book, pdfBook): one query. */
  async publishedOf(deceasedId: number): Promise<BookMessage[]> {
    const rows = await this.condolences.find({
      where: { deceasedId, status: 'published' },
      order: { publishedAt: 'ASC', id: 'ASC' },
      select: { id: true, authorName: true, text: true, publishedAt: true, createdAt: true },
    });
    return rows.map((row) => ({
      ID: row.id,
      authorName: row.authorName,
      text: row.text,
      time: Math.floor((row.publishedAt ?? row.createdAt).getTime() / 1000),
    }));
  }

  async phrases(rawId: string): Promise<string[]> {
    const person = await this.deceased.getDeceasedData(rawId);
    return phrasesFor(person.name.split(' ')[0] ?? person.name);
  }

  /** Signs the book: published at once for a known identity, else pending with a one-shot link. */
  async book(dto: BookDto, user: User | null, ip: string, now = new Date()): Promise<BookOutcome> {
    const fields: Record<string, string> = {};
    const message = text(dto.text);
    const name = text(dto.name);
    if (!message) fields.text = CondolenceMessages.textRequired;
    else if (message.length > 1000) fields.text = CondolenceMessages.textTooLong;
    if (!name) fields.name = CondolenceMessages.required;
    else if (name.length > 100) fields.name = CondolenceMessages.tooLong;

    const accountName = text(dto.accountName);
    const accountSurname = text(dto.accountSurname);
    // spec public §5: a phone is sent only with 8+ characters.
    const numberText = text(dto.number);
    const phone = numberText.length >= 8 ? normalizeTelephone(numberText) : null;
    const emailText = text(dto.email).toLowerCase();
    if (!user) {
      if (!accountName) fields.accountName = CondolenceMessages.required;
      else if (accountName.length > 100) fields.accountName = CondolenceMessages.tooLong;
      if (!accountSurname) fields.accountSurname = CondolenceMessages.required;
      else if (accountSurname.length > 100) fields.accountSurname = CondolenceMessages.tooLong;
      if (numberText.length >= 8 && !phone) fields.number = CondolenceMessages.phoneInvalid;
      if (emailText && (!EMAIL.test(emailText) || emailText.length > 254))
        fields.email = CondolenceMessages.emailInvalid;
      if (!numberText && !emailText) fields.number = CondolenceMessages.contactRequired;
      if (!isTrue(dto.terms)) fields.terms = CondolenceMessages.termsRequired;
    }
    if (Object.keys(fields).length > 0) throw CommonErrors.validation(fields);

    const deceasedData = await this.deceased.getDeceasedData(text(dto.qrcode));
    const book = this.bookWindow(deceasedData.ID, new Date(deceasedData.time * 1000), now);
    if (!book.open) throw CondolenceErrors.windowClosed(this.getBookLimit());

    await this.throttle.hit(CONDOLENCE_THROTTLES.book, [`ip:${ip}`], now);

    // Only a signed-in visitor is known: typing someone's phone proves nothing, so a phone that belongs to
    // an account gets a code on that phone and the message waits for it (spec public §4).
    const phoneOwner = !user && phone ? await this.accounts.findByTelephone(phone) : null;
    if (user) {
      const saved = await this.condolences.save(
        this.condolences.create({
          deceasedId: deceasedData.ID,
          authorName: name,
          text: message,
          phone,
          email: emailText || null,
          userId: user.id,
          status: 'published',
          confirmTokenHash: null,
          confirmCodeHash: null,
          confirmExpiresAt: null,
          createdAt: now,
          publishedAt: now,
        }),
      );
      await this.domainEvents.raise(null, pageContentChanged(deceasedData.ID, 'condolence'));
      return { pending: false, id: saved.id, channel: null };
    }

    // The message waits for the link or the code (spec public §4), sent to the phone itself when one is
    // given (WhatsApp, or SMS when chosen), so whoever types a number must hold it; else to the e-mail. The
    // rule is the same whether an account holds the number or not, so the answer tells nobody which.
    const channel: 'email' | 'wa' | 'sms' = phone ? (dto.channel === 'sms' ? 'sms' : 'wa') : 'email';
    const to = channel === 'email' ? emailText : (phone ?? '');
    if (!to) throw CommonErrors.validation({ number: CondolenceMessages.contactRequired });
    const token = randomToken();
    const code = channel === 'email' ? null : String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = await this.dataSource.transaction(async (manager) => {
      const saved = await manager.getRepository(Condolence).save(
        manager.getRepository(Condolence).create({
          deceasedId: deceasedData.ID,
          authorName: name,
          text: message,
          phone,
          email: emailText || null,
          // Set once the code proves the phone: the confirmation publishes it as that account's.
          userId: phoneOwner?.id ?? null,
          status: 'pending',
          confirmTokenHash: sha256Hex(token),
          confirmCodeHash: code ? codeHash(deceasedData.ID, code) : null,
          confirmExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
          createdAt: now,
          publishedAt: null,
        }),
      );
      await this.outbox.enqueue(manager, {
        channel,
        to,
        template: 'condolence-confirm',
        data: {
          name: `${accountName} ${accountSurname}`.trim(),
          deceasedName: `${deceasedData.name} ${deceasedData.surname}`,
          link: publicLink(this.config.publicUrl, '/bookconfirm', { id: String(saved.id), token }),
          code: code ?? '',
        },
        dedupeKey: `condolence-confirm:${saved.id}`,
      });
      return saved.id;
    });
    return { pending: true, id, channel };
  }

  /** One-shot link of /bookconfirm: publishes the pending condolence. */
  async confirm(rawId: unknown, rawToken: unknown, now = new Date()): Promise<{ deceasedId: number }> {
    const id = typeof rawId === 'string' || typeof rawId === 'number' ? parseId(String(rawId)) : 0;
    const token = text(rawToken);
    if (!id || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw CondolenceErrors.linkInvalid();
    const tokenHash = sha256Hex(token);
    // The conditional UPDATE is the single-use check (two clicks: only one changes the row).
    const result = await this.condolences.update(
      { id, status: 'pending', confirmTokenHash: tokenHash, confirmExpiresAt: MoreThan(now) },
      { status: 'published', publishedAt: now, confirmTokenHash: null, confirmCodeHash: null },
    );
    if (result.affected !== 1) throw CondolenceErrors.linkInvalid();
    const row = await this.condolences.findOneByOrFail({ id });
    await this.domainEvents.raise(null, pageContentChanged(row.deceasedId, 'condolence'));
    return { deceasedId: row.deceasedId };
  }

  /** The 6-digit code sent by WhatsApp/SMS (bookCode), the alternative to the link. */
  async confirmCode(rawDeceasedId: unknown, rawCode: unknown, ip: string, now = new Date()) {
    await this.throttle.hit(CONDOLENCE_THROTTLES.code, [`ip:${ip}`], now);
    const code = text(rawCode);
    const idText = typeof rawDeceasedId === 'number' ? String(rawDeceasedId) : text(rawDeceasedId);
    if (!/^\d{6}$/.test(code) || !/^\d{1,12}$/.test(idText)) throw CondolenceErrors.codeInvalid();
    const deceasedId = parseId(idText);
    const row = await this.condolences.findOneBy({
      deceasedId,
      status: 'pending',
      confirmCodeHash: codeHash(deceasedId, code),
      confirmExpiresAt: MoreThan(now),
    });
    if (!row) throw CondolenceErrors.codeInvalid();
    const result = await this.condolences.update(
      { id: row.id, status: 'pending', publishedAt: IsNull() },
      { status: 'published', publishedAt: now, confirmTokenHash: null, confirmCodeHash: null },
    );
    if (result.affected !== 1) throw CondolenceErrors.codeInvalid();
    await this.domainEvents.raise(null, pageContentChanged(deceasedId, 'condolence'));
    return { deceasedId };
  }

  /** Published condolences of each of these deceased, by id (the admin's QR lists); one grouped query per 1000 ids. */
  async countPublishedByDeceased(deceasedIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const batch of chunks([...new Set(deceasedIds)], 1000)) {
      const rows = await this.condolences
        .createQueryBuilder('condolence')
        .select('condolence.deceasedId', 'deceasedId')
        .addSelect('COUNT(*)', 'count')
        .where('condolence.deceasedId IN (:...batch)', { batch })
        .andWhere('condolence.status = :status', { status: 'published' })
        .groupBy('condolence.deceasedId')
        .getRawMany<{ deceasedId: number | string; count: number | string }>();
      for (const row of rows) counts.set(Number(row.deceasedId), Number(row.count));
    }
    return counts;
  }

  /**
   * The phone check on blur (spec public §5): whether the number can receive the code. It never says
   * whether an account holds the number, which would tell anyone who is registered.
   */
  async checkPhone(raw: unknown, ip: string): Promise<boolean> {
    await this.throttle.hit(CONDOLENCE_THROTTLES.checkPhone, [`ip:${ip}`]);
    return normalizeTelephone(text(raw)) !== null;
  }
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 1 || value === 'on';
}

function codeHash(deceasedId: number, code: string): string {
  return sha256Hex(`condolence-code:${deceasedId}:${code}`);
}

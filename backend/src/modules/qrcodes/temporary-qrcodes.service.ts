import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual, Like, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { normalizeName } from '../../common/text-normalize';
import { isUniqueViolation } from '../accounts/registration.service';
import type { User } from '../accounts/user.entity';
import { roleOf } from '../auth/request-auth';
import { RequestThrottleService, type ThrottleRule } from '../auth/request-throttle.service';
import { DeceasedService } from '../deceased/deceased.service';
import type { Order } from '../orders/entities/order.entity';
import { OrdersService } from '../orders/orders.service';
import type { Partner } from '../partners/partner.entity';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import type {
  BuyTemporaryQrcodeDataDto,
  PartnerQrcodeRowDto,
  PartnerQrcodesDto,
  PartnerQrcodesQueryDto,
  QrcodeRequestDataDto,
} from './dto/partner-qrcodes.dto';
import { PlaqueCodeGenerator, newPlaqueRow } from './plaque-codes';
import { QrCode } from './qr-code.entity';
import { QrDocumentsService } from './qr-documents.service';
import { TemporaryQrErrors, TemporaryQrMessages } from './temporary-qrcodes.errors';

/** spec panels §2 'Richiedi QrCode temporaneo (30gg)', §9 and spec public §9: a temporary code lasts 30 days. */
export const TEMPORARY_CODE_DAYS = 30;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A partner makes the codes it hands out, not thousands: 20 a day, and 30 purchases started an hour. */
export const TEMPORARY_QR_THROTTLES = {
  request: { bucket: 'qrcode-request', limit: 20, windowMs: 24 * HOUR_MS },
  purchase: { bucket: 'qrcode-partner-order', limit: 30, windowMs: HOUR_MS },
} satisfies Record<string, ThrottleRule>;

/** A new code that collided with another one at INSERT is drawn again, this many times at most. */
const ATTEMPTS = 5;

/** What an order's payload holds when it buys a partner's temporary code (QrPurchaseService's fulfilment). */
interface TemporaryUpgradePayload {
  kind: 'temporary-upgrade';
  qrCodeId: number;
  code: string;
}

export function isTemporaryUpgrade(payload: Record<string, unknown>): boolean {
  return payload.kind === 'temporary-upgrade' && typeof payload.qrCodeId === 'number';
}

/**
 * A temporary code whose 30 days are over (the expiry job sets `expiredAt`; until it runs, `expiresAt` in the
 * past says the same). A bought code is temporary 0 and never expires.
 */
export function temporaryCodeExpired(
  plaque: Pick<QrCode, 'temporary' | 'expiresAt' | 'expiredAt'>,
  now: Date,
) {
  return (
    plaque.temporary === 1 &&
    (plaque.expiredAt !== null || (plaque.expiresAt !== null && plaque.expiresAt.getTime() <= now.getTime()))
  );
}

/**
 * On payment of a 'qrcode-partner' order: the temporary code becomes permanent (temporary 0, no expiry, sold
 * online, with its order). Conditional on the code still being temporary, so a replayed settlement changes
 * nothing. In the transaction that marks the order paid.
 */
export async function fulfilTemporaryUpgrade(
  manager: EntityManager,
  order: Order,
  payload: Record<string, unknown>,
) {
  const { qrCodeId } = payload as unknown as TemporaryUpgradePayload;
  const result = await manager.update(
    QrCode,
    { id: qrCodeId, temporary: 1 },
    { temporary: 0, expiresAt: null, expiredAt: null, sold: 1, saleChannel: 'online', orderId: order.id },
  );
  if (result.affected !== 1)
    new Logger('TemporaryQrCodes').warn(
      `Order ${order.id} paid for code ${qrCodeId}, which is no longer temporary`,
    );
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A partner's temporary QR codes (spec panels §2 partner panel 'Richiedi QrCode temporaneo (30gg)' and #qrcode,
 * §6 "request temporary QR codes (30 days)", §7 qrcodeRequest/1; spec public §6 "can buy partner QR codes"):
 * the partner mints a code valid 30 days to hand to a family, lists its codes, and buys one (product
 * qrcode-partner, 50 EUR by default) to make it permanent. The expiry job is TemporaryQrCodesScheduler.
 */
@Injectable()
export class TemporaryQrCodesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: PlaqueCodeGenerator,
    private readonly documents: QrDocumentsService,
    private readonly partners: PartnersService,
    private readonly deceased: DeceasedService,
    private readonly orders: OrdersService,
    private readonly throttle: RequestThrottleService,
    private readonly clock: Clock,
  ) {}

  /** qrcodeRequest/1: one new temporary code of the partner, valid 30 days from now. */
  async request(rawAmount: string, viewer: User): Promise<QrcodeRequestDataDto> {
    // The spec's call is qrcodeRequest/1: one code per request.
    if (rawAmount.replace(/^0+(?=\d)/, '') !== '1')
      throw TemporaryQrErrors.field('amount', TemporaryQrMessages.invalid);
    const partner = await this.partnerOf(viewer);
    await this.throttle.hit(TEMPORARY_QR_THROTTLES.request, [`partner:${partner.id}`]);
    const now = this.clock.now();
    const expiresAt = new Date(Math.floor((now.getTime() + TEMPORARY_CODE_DAYS * DAY_MS) / 1000) * 1000);
    const plaques = this.dataSource.getRepository(QrCode);
    for (let attempt = 1; ; attempt++) {
      try {
        const plaque = await plaques.save(
          plaques.create(
            newPlaqueRow(this.codes.next(), now, { temporary: 1, expiresAt, partnerId: partner.id }),
          ),
        );
        const { url, condolenceUrl } = this.documents.urlsOf(plaque.code);
        return {
          deceasedIDs: [plaque.code],
          qrcodes: [
            {
              ID: plaque.id,
              code: plaque.code,
              verification_code: plaque.verificationCode,
              url,
              url_condoglianze: condolenceUrl,
              expiresAt: unix(expiresAt),
            },
          ],
        };
      } catch (error) {
        // 32^10 codes: a collision is rare; draw again.
        if (attempt < ATTEMPTS && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /**
   * The partner's own codes, newest first, filtered by the start of the code and by words of the deceased's
   * name, one page at a time. A partner holds the codes it asked for (a few a day), so the name filter reads
   * its codes' deceased once (findByIds, in batches) rather than joining another module's table.
   */
  async list(viewer: User, query: PartnerQrcodesQueryDto): Promise<PartnerQrcodesDto> {
    const partner = await this.partnerOf(viewer);
    const page = query.page ?? 1;
    const maxResults = query.maxResults ?? 10;
    const code = (query.code ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
    const words = normalizeName(query.deceasedName ?? '')
      .split(' ')
      .filter(Boolean);
    let rows = await this.dataSource.getRepository(QrCode).find({
      where: { partnerId: partner.id, ...(code ? { code: Like(`${code}%`) } : {}) },
      order: { id: 'DESC' },
    });
    const people = new Map(
      (await this.deceased.findByIds(rows.flatMap((row) => (row.deceasedId ? [row.deceasedId] : [])))).map(
        (person) => [person.id, person],
      ),
    );
    if (words.length > 0)
      rows = rows.filter((row) => {
        const person = row.deceasedId ? people.get(row.deceasedId) : undefined;
        if (!person) return false;
        const names = `${person.nameNormalized} ${person.surnameNormalized}`.split(' ');
        return words.every((word) => names.some((name) => name.startsWith(word)));
      });
    const now = this.clock.now();
    return {
      rows: rows.slice((page - 1) * maxResults, page * maxResults).map((row) => this.row(row, people, now)),
      total: rows.length,
      page,
      maxResults,
    };
  }

  /**
   * 'Acquista': an order for the product qrcode-partner (the server's price) that, once paid through the
   * existing checkout, makes this temporary code permanent — whether its 30 days are over or not (the
   * plaque may already be on a grave). The buyer is the partner's account.
   */
  async buy(viewer: User, rawCode: string): Promise<BuyTemporaryQrcodeDataDto> {
    const partner = await this.partnerOf(viewer);
    const code = rawCode.toUpperCase().replace(/[^A-Z0-9]/g, '');
    const plaque = code
      ? await this.dataSource.getRepository(QrCode).findOneBy({ code, partnerId: partner.id })
      : null;
    if (!plaque) throw TemporaryQrErrors.notFound();
    if (plaque.temporary !== 1) throw TemporaryQrErrors.notTemporary();
    await this.throttle.hit(TEMPORARY_QR_THROTTLES.purchase, [`partner:${partner.id}`]);
    const payload: TemporaryUpgradePayload = {
      kind: 'temporary-upgrade',
      qrCodeId: plaque.id,
      code: plaque.code,
    };
    const { order, accessKey } = await this.dataSource.transaction((manager) =>
      this.orders.create(manager, {
        type: 'qrcode',
        items: [{ productKey: 'qrcode-partner' }],
        buyer: {
          name: viewer.name,
          surname: viewer.surname,
          email: viewer.email,
          telephone: viewer.telephone,
          userId: viewer.id,
        },
        shipping: null,
        payload: { ...payload },
      }),
    );
    return { orderid: order.id, orderKey: accessKey, amountCents: order.amountCents, code: plaque.code };
  }

  /**
   * The expiry job's work: every temporary code past its 30 days gets `expiredAt` (one UPDATE; a code bought
   * meanwhile is temporary 0 and untouched). Returns how many expired now.
   */
  async expireDue(now: Date): Promise<number> {
    // datetime columns keep whole seconds on MariaDB: the same instant on both engines.
    const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
    const result = await this.dataSource
      .getRepository(QrCode)
      .update({ temporary: 1, expiredAt: IsNull(), expiresAt: LessThanOrEqual(at) }, { expiredAt: at });
    return result.affected ?? 0;
  }

  /** The condolence-book QR of a plaque as PNG: an admin any, a partner only its own codes (else 404). */
  async bookImage(rawId: string, viewer: User): Promise<{ png: Buffer; filename: string }> {
    const plaque = await this.dataSource.getRepository(QrCode).findOneBy({ id: parseId(rawId) });
    if (!plaque) throw TemporaryQrErrors.notFound();
    if (roleOf(viewer) !== 'admin') {
      const partner = await this.partners.findByUser(viewer.id);
      if (!partner || plaque.partnerId !== partner.id) throw TemporaryQrErrors.notFound();
    }
    return {
      png: await this.documents.png(plaque.code, 'book'),
      filename: `qrcode-${plaque.code}-condoglianze.png`,
    };
  }

  private row(row: QrCode, people: Map<number, { id: number; name: string; surname: string }>, now: Date) {
    const { url, condolenceUrl } = this.documents.urlsOf(row.code);
    const person = row.deceasedId ? people.get(row.deceasedId) : undefined;
    const state: PartnerQrcodeRowDto['state'] = temporaryCodeExpired(row, now)
      ? 'expired'
      : row.activationStatus === 'active'
        ? 'active'
        : row.activationStatus === 'pending'
          ? 'pending'
          : 'available';
    return {
      ID: row.id,
      code: row.code,
      verification_code: row.verificationCode,
      temporary: row.temporary,
      state,
      expiresAt: row.temporary === 1 && row.expiresAt ? unix(row.expiresAt) : null,
      image: `/api/qrcodes/${row.id}/image.png`,
      bookImage: `/api/qrcodes/${row.id}/condoglianze.png`,
      url,
      url_condoglianze: condolenceUrl,
      deceased: person ? { ID: person.id, name: person.name, surname: person.surname } : null,
      createdAt: unix(row.createdAt),
    };
  }

  /** The signed-in partner's company (the Roles guard let only partners in). */
  private async partnerOf(viewer: User): Promise<Partner> {
    const partner = await this.partners.findByUser(viewer.id);
    if (!partner || partner.type !== 'partner') throw TemporaryQrErrors.partnerOnly();
    return partner;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, In, IsNull, LessThan, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { readRowCounts } from '../../common/row-counts';
import { QR_GENERATION_MAX } from '../../common/spec-limits';
import { AccountsService, type AccountSummary } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { AuditService } from '../audit/audit.service';
import { DeceasedService, type DeceasedPlaqueSummary } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { OrdersService } from '../orders/orders.service';
import { PartnersService } from '../partners/partners.service';
import { roleOf } from '../auth/request-auth';
import { Clock } from '../scheduler/clock';
import type {
  ContoVenditaResultDto,
  OnlineSalesDto,
  QrAdminListDto,
  QrAdminRowDto,
  QrDeleteDto,
  QrOwnerRefDto,
  QrSoldDto,
} from './dto/admin-qrcodes-responses.dto';
import { qrListPage } from './admin-qr-paging';
import { QrAdminErrors, QrAdminMessages } from './qr-admin.errors';
import { QrCode } from './qr-code.entity';
import { deceasedIdsOf, ownerIdOf, ownerIdsOf } from './plaque-holders';
import { QrDocumentsService, SHEET_LAYOUTS, type SheetLayout } from './qr-documents.service';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

type Admin = Pick<User, 'id' | 'username' | 'name' | 'surname'>;

/** Thrown inside a transaction that lost a race, so the caller reads the winner's result afterwards. */
class LostRace extends Error {}

/**
 * The admin's QR administration (spec panels §2 #qrcode, §4, §6, §7, §8): the table of codes, the
 * activation table, the summary cards, the codes sold online, delete / assign / sale on account, and the
 * print sheets. Reads and writes only qr_codes; everything else comes from its module's service.
 */
@Injectable()
export class QrAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: QrDocumentsService,
    private readonly accounts: AccountsService,
    private readonly deceased: DeceasedService,
    private readonly domainEvents: DomainEvents,
    private readonly orders: OrdersService,
    private readonly partners: PartnersService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  private get plaques() {
    return this.dataSource.getRepository(QrCode);
  }

  /**
   * The QR administration table, newest first (spec panels §9: default sort descending by id), by page or
   * by cursor (`after` / `before`, see qrListPage); the total counted up to COUNT_CAP.
   */
  async list(options: {
    page?: number;
    maxResults?: number;
    temporary?: '0' | '1';
    after?: number;
    before?: number;
  }): Promise<QrAdminListDto> {
    const page = options.page ?? 1;
    const maxResults = options.maxResults ?? 10;
    const { rows, total, totalAtLeast, nextAfter, previousBefore } = await qrListPage(
      this.dataSource,
      { temporary: options.temporary },
      { page, maxResults, after: options.after, before: options.before },
    );
    const people = await this.deceased.plaqueSummaries(deceasedIdsOf(rows));
    const owners = await this.accounts.contactSummaries(ownerIdsOf(rows, people));
    const now = this.clock.now();
    return {
      qrcodes: rows.map((row) => this.toRow(row, people, owners, now)),
      total,
      totalAtLeast,
      nextAfter,
      previousBefore,
      page,
      maxResults,
    };
  }

  private toRow(
    row: QrCode,
    people: Map<number, DeceasedPlaqueSummary>,
    owners: Map<number, AccountSummary>,
    now: Date,
  ): QrAdminRowDto {
    const { url, condolenceUrl } = this.documents.urlsOf(row.code);
    const person = row.deceasedId ? people.get(row.deceasedId) : undefined;
    const ownerId = ownerIdOf(row, person);
    const owner = ownerId ? owners.get(ownerId) : undefined;
    return {
      ID: row.id,
      code: row.code,
      verification_code: row.verificationCode,
      temporary: row.temporary,
      sold: row.sold,
      saleChannel: row.saleChannel,
      contoVendita: row.saleChannel === 'conto-vendita' ? 1 : 0,
      image: `/api/admin/qrcodes/${row.id}/image.png`,
      url,
      url_condoglianze: condolenceUrl,
      deceased: person ? { ID: person.id, name: person.name, surname: person.surname } : null,
      owner: owner ? ownerRef(owner) : null,
      pending: person?.transferPending ? 1 : 0,
      activationStatus: row.activationStatus,
      partnerID: row.partnerId,
      expiresAt: row.expiresAt ? seconds(row.expiresAt) : null,
      expired:
        row.temporary === 1 && (row.expiredAt !== null || (row.expiresAt !== null && row.expiresAt <= now)),
      createdAt: seconds(row.createdAt),
    };
  }

  /** The plaque counts of the summary cards (spec panels §2): all, still available, waiting for activation. */
  async plaqueCounts(): Promise<{ total: number; available: number; activationRequests: number }> {
    const counts = await readRowCounts(this.dataSource, [
      'qr_codes.total',
      'qr_codes.available',
      'qr_codes.activation_pending',
    ]);
    return {
      total: counts['qr_codes.total'],
      available: counts['qr_codes.available'],
      activationRequests: counts['qr_codes.activation_pending'],
    };
  }

  /**
   * The plaques created, asked to be activated or activated from `from` (inclusive) to `to` (exclusive),
   * newest first, at most `limit` + 1 (the caller tells a cut list by the extra row).
   */
  async touchedBetween(from: Date, to: Date, limit: number): Promise<QrCode[]> {
    const inRange = And(MoreThanOrEqual(from), LessThan(to));
    return this.plaques.find({
      where: [{ createdAt: inRange }, { activationRequestedAt: inRange }, { activatedAt: inRange }],
      order: { id: 'DESC' },
      take: limit + 1,
    });
  }

  /** QR codes sold online (spec panels §2 #qrcode), newest first, with their order and buyer. */
  async onlineSales(options: { page?: number; maxResults?: number }): Promise<OnlineSalesDto> {
    const page = options.page ?? 1;
    const maxResults = options.maxResults ?? 5;
    const [rows, total] = await this.plaques.findAndCount({
      where: { saleChannel: 'online' },
      order: { id: 'DESC' },
      skip: (page - 1) * maxResults,
      take: maxResults,
    });
    const [orders, people] = await Promise.all([
      this.orders.findByIds(rows.flatMap((row) => (row.orderId ? [row.orderId] : []))),
      this.deceased.plaqueSummaries(deceasedIdsOf(rows)),
    ]);
    return {
      sales: rows.map((row) => {
        const order = row.orderId ? orders.get(row.orderId) : undefined;
        const person = row.deceasedId ? people.get(row.deceasedId) : undefined;
        return {
          ID: row.id,
          code: row.code,
          order: order
            ? {
                ID: order.id,
                status: order.status,
                amountCents: order.amountCents,
                paidAt: order.paidAt ? seconds(order.paidAt) : null,
              }
            : null,
          buyer: order
            ? {
                name: order.buyerName,
                surname: order.buyerSurname,
                email: order.buyerEmail,
                telephone: order.buyerTelephone,
                userID: order.userId,
              }
            : null,
          deceased: person ? { ID: person.id, name: person.name, surname: person.surname } : null,
          activationStatus: row.activationStatus,
          createdAt: seconds(row.createdAt),
        };
      }),
      total,
      page,
      maxResults,
    };
  }

  /**
   * deleteQrcode (spec panels §6, §8): a plaque never activated is deleted with its audit row; an activated
   * one (or one whose activation waits for confirmation) is refused. Deleting it again answers success
   * with `deleted: false` (a repeated click does nothing twice).
   */
  async delete(rawId: string, admin: Admin): Promise<QrDeleteDto> {
    const id = parseId(rawId);
    return this.dataSource.transaction(async (manager) => {
      // Conditional, so an activation committed meanwhile is never deleted under it.
      const result = await manager.delete(QrCode, { id, deceasedId: IsNull(), activationStatus: IsNull() });
      if (result.affected !== 1) {
        const plaque = await manager.findOneBy(QrCode, { id });
        if (!plaque) return { ID: id, deleted: false };
        throw plaque.activationStatus === 'pending'
          ? QrAdminErrors.activationPending()
          : QrAdminErrors.activated();
      }
      await this.audit.record(manager, {
        actor: admin,
        action: 'qrcode.delete',
        targetType: 'qrcode',
        targetId: id,
      });
      return { ID: id, deleted: true };
    });
  }

  /**
   * soldQr (spec panels §4 "available, then assigned after confirmation"): the plaque leaves the stock,
   * sold 1 with sale channel 'admin'. Again on an assigned plaque: the same success, nothing written.
   */
  async markAssigned(rawId: string, admin: Admin): Promise<QrSoldDto> {
    const id = parseId(rawId);
    return this.dataSource.transaction(async (manager) => {
      const result = await manager.update(
        QrCode,
        { id, sold: 0, temporary: 0 },
        { sold: 1, saleChannel: 'admin' },
      );
      if (result.affected !== 1) {
        const plaque = await manager.findOneBy(QrCode, { id });
        if (!plaque) throw QrAdminErrors.notFound();
        if (plaque.saleChannel === 'admin') return { ID: id, sold: 1, saleChannel: 'admin' };
        if (plaque.temporary === 1) throw QrAdminErrors.temporary();
        throw QrAdminErrors.alreadySold();
      }
      await this.audit.record(manager, {
        actor: admin,
        action: 'qrcode.sold',
        targetType: 'qrcode',
        targetId: id,
        oldValues: { sold: 0, saleChannel: null },
        newValues: { sold: 1, saleChannel: 'admin' },
      });
      return { ID: id, sold: 1, saleChannel: 'admin' };
    });
  }

  /**
   * orderContoVendita (spec panels §6 "mark QR as sale-account", §7 → data.orderid): an order for the
   * product 'qr-code' made by the orders module (status 'on_account'), the plaque sold on account, and —
   * when the plaque is active — its deceased flagged contoVendita 1 (book PDF blocked, partner transfer
   * hidden: spec panels §4). One transaction with its audit row; again on the same plaque: the same order.
   */
  async saleOnAccount(rawId: string, admin: Admin): Promise<ContoVenditaResultDto> {
    const id = parseId(rawId);
    let outcome: ContoVenditaResultDto & { deceasedId: number | null; created: boolean };
    try {
      outcome = await this.dataSource.transaction((manager) => this.recordSaleOnAccount(manager, id, admin));
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      // A concurrent request recorded it first: answer with its order.
      outcome = await this.dataSource.transaction((manager) => this.recordSaleOnAccount(manager, id, admin));
    }
    if (outcome.created && outcome.deceasedId)
      await this.domainEvents.raise(null, pageContentChanged(outcome.deceasedId, 'plaque'));
    return { orderid: outcome.orderid, contoVendita: outcome.contoVendita };
  }

  private async recordSaleOnAccount(
    manager: EntityManager,
    id: number,
    admin: Admin,
  ): Promise<ContoVenditaResultDto & { deceasedId: number | null; created: boolean }> {
    const plaque = await manager.findOneBy(QrCode, { id });
    if (!plaque) throw QrAdminErrors.notFound();
    const active = plaque.deceasedId !== null && plaque.activationStatus === 'active';
    if (plaque.saleChannel === 'conto-vendita' && plaque.orderId !== null)
      return {
        orderid: plaque.orderId,
        contoVendita: active ? 1 : 0,
        deceasedId: plaque.deceasedId,
        created: false,
      };
    if (plaque.temporary === 1) throw QrAdminErrors.temporary();
    if (plaque.sold === 1 && plaque.saleChannel !== 'admin') throw QrAdminErrors.alreadySold();

    const person = active ? await this.deceased.findById(plaque.deceasedId as number, manager) : null;
    const ownerId = person?.ownerUserId ?? plaque.buyerUserId;
    const owner = ownerId ? await this.accounts.findById(ownerId, manager) : null;
    const buyer = owner ?? admin;
    const order = await this.orders.createOnAccount(
      manager,
      {
        type: 'qrcode',
        items: [{ productKey: 'qr-code' }],
        buyer: {
          name: buyer.name,
          surname: buyer.surname,
          email: owner?.email ?? null,
          telephone: owner?.telephone ?? null,
          userId: owner?.id ?? null,
        },
        shipping: null,
        payload: { contoVendita: true, qrcodeId: id, deceasedId: person?.id ?? null },
      },
      { reason: 'conto-vendita', qrcodeId: id, admin: admin.username },
    );
    const moved = await manager
      .createQueryBuilder()
      .update(QrCode)
      .set({ sold: 1, saleChannel: 'conto-vendita', orderId: order.id })
      .where('id = :id AND order_id IS NULL AND (sold = 0 OR sale_channel = :assigned)', {
        id,
        assigned: 'admin',
      })
      .execute();
    if (moved.affected !== 1) throw new LostRace();
    if (person) await this.deceased.setContoVendita(manager, person.id, 1);
    await this.audit.record(manager, {
      actor: admin,
      acted: owner ? { id: owner.id, username: owner.username } : null,
      action: 'qrcode.contoVendita',
      targetType: 'qrcode',
      targetId: id,
      oldValues: { sold: plaque.sold, saleChannel: plaque.saleChannel },
      newValues: {
        sold: 1,
        saleChannel: 'conto-vendita',
        orderId: order.id,
        deceasedContoVendita: person ? 1 : null,
      },
    });
    return { orderid: order.id, contoVendita: person ? 1 : 0, deceasedId: person?.id ?? null, created: true };
  }

  /** The print sheet of these plaques (`ids` '1,2,3', 000 prefix accepted), in id order. */
  async sheet(rawLayout: unknown, rawIds: unknown): Promise<{ pdf: Buffer; filename: string }> {
    const layout = typeof rawLayout === 'string' ? rawLayout : 'a4';
    if (!SHEET_LAYOUTS.includes(layout as SheetLayout))
      throw QrAdminErrors.field('layout', QrAdminMessages.invalid);
    const ids = parseIdList(rawIds);
    const rows = await this.plaques.find({
      where: { id: In(ids) },
      order: { id: 'ASC' },
    });
    if (rows.length === 0) throw QrAdminErrors.notFound();
    const pdf = await this.documents.pdf(rows, layout as SheetLayout);
    const range = rows.length === 1 ? `${rows[0].id}` : `${rows[0].id}-${rows[rows.length - 1].id}`;
    return { pdf, filename: `qrcode-${layout}-${range}.pdf` };
  }

  /**
   * 'Visualizza qr-code': the PNG of a plaque's QR. An admin sees any; a partner the temporary codes it
   * requested (its own plaques to print) and the plaques on its own deceased (the partner panel's
   * tombstone QR); for anyone else the plaque does not exist.
   */
  async image(rawId: string, viewer: User): Promise<{ png: Buffer; filename: string }> {
    const id = parseId(rawId);
    const plaque = await this.plaques.findOneBy({ id });
    if (!plaque) throw QrAdminErrors.notFound();
    const role = roleOf(viewer);
    if (role !== 'admin') {
      const partner = role === 'partner' ? await this.partners.findByUser(viewer.id) : null;
      const person = plaque.deceasedId ? await this.deceased.findById(plaque.deceasedId) : null;
      if (!partner || (plaque.partnerId !== partner.id && person?.partnerId !== partner.id))
        throw QrAdminErrors.notFound();
    }
    return { png: await this.documents.png(plaque.code), filename: `qrcode-${plaque.code}.png` };
  }
}

function ownerRef(owner: AccountSummary): QrOwnerRefDto {
  return { ID: owner.id, name: owner.name, surname: owner.surname, username: owner.username };
}

/** '1,2,3' (or repeated `ids`), each with or without the 000 prefix; 1 to 500 distinct ids. */
function parseIdList(raw: unknown): number[] {
  const parts = (Array.isArray(raw) ? raw : [raw])
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (parts.length === 0) throw QrAdminErrors.field('ids', QrAdminMessages.idsRequired);
  let ids: number[];
  try {
    ids = [...new Set(parts.map((part) => parseId(part)))];
  } catch {
    throw QrAdminErrors.field('ids', QrAdminMessages.invalid);
  }
  if (ids.length > QR_GENERATION_MAX) throw QrAdminErrors.field('ids', QrAdminMessages.tooManyIds);
  return ids;
}

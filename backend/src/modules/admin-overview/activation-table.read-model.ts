import { Injectable } from '@nestjs/common';
import { addDays, parseDay, romeDay, romeMidnight } from '../../common/rome-time';
import { AccountsService } from '../accounts/accounts.service';
import { CondolencesService } from '../condolences/condolences.service';
import { DeceasedService } from '../deceased/deceased.service';
import { DedicationsService } from '../dedications/dedications.service';
import { MemorialsService } from '../memorials/memorials.service';
import { OrdersService } from '../orders/orders.service';
import type { ActivationTableDto, QrCodeListItemDto } from '../qrcodes/dto/admin-qrcodes-responses.dto';
import { deceasedIdsOf, ownerIdOf, ownerIdsOf } from '../qrcodes/plaque-holders';
import { QrAdminErrors, QrAdminMessages } from '../qrcodes/qr-admin.errors';
import { QrAdminService } from '../qrcodes/qr-admin.service';
import { QrDocumentsService } from '../qrcodes/qr-documents.service';
import { Clock } from '../scheduler/clock';

/** The activation table answers at most this many rows (then `truncated`: narrow the range). */
export const ACTIVATION_TABLE_LIMIT = 2000;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function dayOf(field: string, raw: unknown, fallback: string): string {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return fallback;
  const day = parseDay(raw);
  if (!day) throw QrAdminErrors.field(field, QrAdminMessages.dateInvalid);
  return day;
}

/**
 * The admin's activation table (spec panels §2, §7): each plaque with its deceased, owner, order and the
 * deceased's dedications, condolences and memorial, each read from the module that owns it.
 */
@Injectable()
export class ActivationTableReadModel {
  constructor(
    private readonly plaques: QrAdminService,
    private readonly documents: QrDocumentsService,
    private readonly deceased: DeceasedService,
    private readonly accounts: AccountsService,
    private readonly orders: OrdersService,
    private readonly dedications: DedicationsService,
    private readonly condolences: CondolencesService,
    private readonly memorials: MemorialsService,
    private readonly clock: Clock,
  ) {}

  /**
   * getActivationTable (spec panels §2 'Data Inizio', 'Data Fine', 'Applica Filtro'; §7): the plaques
   * created, activated or asked to be activated on the Europe/Rome days from `startdate` to `enddate`
   * (default yesterday → today), as "QR code list items" (§3) for the panel's classification (§4). A
   * bounded number of queries whatever the number of rows (no N+1).
   */
  async table(startRaw: unknown, endRaw: unknown): Promise<ActivationTableDto> {
    const today = romeDay(this.clock.now());
    const startdate = dayOf('startdate', startRaw, addDays(today, -1));
    const enddate = dayOf('enddate', endRaw, today);
    if (startdate > enddate) throw QrAdminErrors.field('startdate', QrAdminMessages.dateOrder);
    const found = await this.plaques.touchedBetween(
      romeMidnight(startdate),
      romeMidnight(addDays(enddate, 1)),
      ACTIVATION_TABLE_LIMIT,
    );
    const rows = found.slice(0, ACTIVATION_TABLE_LIMIT);
    const deceasedIds = deceasedIdsOf(rows);
    const [people, orders, dedic, condolences, memorials] = await Promise.all([
      this.deceased.plaqueSummaries(deceasedIds),
      this.orders.findByIds(rows.flatMap((row) => (row.orderId ? [row.orderId] : []))),
      this.dedications.countByDeceased(deceasedIds),
      this.condolences.countPublishedByDeceased(deceasedIds),
      this.memorials.termsForDeceased(deceasedIds),
    ]);
    const owners = await this.accounts.contactSummaries(ownerIdsOf(rows, people));
    const qrcodelist = rows.map((row): QrCodeListItemDto => {
      const person = row.deceasedId ? people.get(row.deceasedId) : undefined;
      const ownerId = ownerIdOf(row, person);
      const owner = ownerId ? owners.get(ownerId) : undefined;
      const order = row.orderId ? orders.get(row.orderId) : undefined;
      const time = row.activatedAt ?? row.activationRequestedAt ?? row.createdAt;
      return {
        qrcodeID: row.id,
        code: row.code,
        url: this.documents.urlsOf(row.code).url,
        verification_code: row.verificationCode,
        ID: person?.id ?? 0,
        name: person?.name ?? null,
        surname: person?.surname ?? null,
        gender: person?.gender ?? null,
        verified: row.activationStatus ? 1 : 0,
        active: row.activationStatus === 'active' ? 1 : 0,
        activationStatus: row.activationStatus,
        orderID: order?.id ?? 0,
        orderStatus: order?.status ?? null,
        dedic: person ? (dedic.get(person.id) ?? 0) : 0,
        condolences: person ? (condolences.get(person.id) ?? 0) : 0,
        contoVendita: person?.contoVendita === 1 || row.saleChannel === 'conto-vendita' ? 1 : 0,
        time: seconds(time),
        date: romeDay(time),
        enabled: person?.enabled ?? null,
        showPage: person?.showPage ?? null,
        memorialID: person ? (memorials.get(person.id)?.ID ?? 0) : 0,
        grave: person?.graveyard ?? null,
        owner: owner
          ? {
              ID: owner.id,
              name: owner.name,
              surname: owner.surname,
              username: owner.username,
              telephone: owner.telephone,
              email: owner.email,
              address: owner.address,
            }
          : null,
        ownerPending: person?.transferPending ? 1 : 0,
        // A code nobody holds yet is the platform's stock: the admins' (level_access 1, spec panels §4).
        level_access: owner?.platformAccess ?? 1,
        partnerID: row.partnerId ?? person?.partnerId ?? null,
        temporary: row.temporary,
      };
    });
    return { qrcodelist, startdate, enddate, truncated: found.length > ACTIVATION_TABLE_LIMIT };
  }
}

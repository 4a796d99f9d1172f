import { Inject, Injectable } from '@nestjs/common';
import { temporaryCodeExpired } from './temporary-qrcodes.service';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { Brackets, DataSource, In, IsNull, Not, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { channelOf, type Channel } from '../accounts/account-links.service';
import { AccountPlacesService, type AddressFields } from '../accounts/account-places.service';
import { FieldProblems, present } from '../accounts/account-rules';
import { AccountsService } from '../accounts/accounts.service';
import type { User } from '../accounts/user.entity';
import { OneShotTokensService } from '../auth/one-shot-tokens.service';
import { roleOf } from '../auth/request-auth';
import { AuthErrors } from '../auth/auth.errors';
import { RequestThrottleService, type ThrottleRule } from '../auth/request-throttle.service';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedService, type TombstoneData } from '../deceased/deceased.service';
import { PageCacheService } from '../deceased/page-cache.service';
import { LocationsService } from '../locations/locations.service';
import type { ReceivedFile } from '../media/uploads.service';
import { UploadsService } from '../media/uploads.service';
import { OutboxService } from '../notifications/outbox.service';
import { publicLink } from '../notifications/templates';
import { PartnersService } from '../partners/partners.service';
import { Clock } from '../scheduler/clock';
import { checkActivationForm, normalizePlaqueCode, type ActivationForm } from './activation-form';
import { ActivationErrors, ActivationMessages } from './activation.errors';
import type {
  ActivationNoticeDto,
  ActivationRequestDataDto,
  ConfirmActivationDataDto,
  QrCheckDataDto,
} from './dto/activation.dto';
import {
  purchaseAccount,
  PurchaseRegistrationService,
  type PurchaseAccount,
} from './purchase-registration.service';
import { QrCode } from './qr-code.entity';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long the confirmation link works (as the registration link a newcomer gets with it). */
export const ACTIVATION_LINK_TTL_MS = 48 * HOUR;
/**
 * A pending activation whose link has expired no longer holds the plaque: it may be requested again (the
 * message went to a mistyped address, or was never opened). A minute of margin over the link's life.
 */
export const PENDING_HOLD_MS = ACTIVATION_LINK_TTL_MS + MINUTE;
/** Committed tombstone photos live under media/tombstones (docs/contracts.md "Uploads"). */
export const TOMBSTONE_MEDIA_FOLDER = 'tombstones';
/** The partner's notices offered on the activation form (newest first). */
const NOTICES_LISTED = 200;

export const ACTIVATION_THROTTLES = {
  /** Activation requests per address: each may create an account and send a message. */
  submit: { bucket: 'plaque-activation', limit: 20, windowMs: 10 * MINUTE },
  /** Wrong verification codes per plaque, whoever types them: guessing stops at 429. */
  wrongCode: { bucket: 'plaque-activation-code', limit: 10, windowMs: HOUR },
  /** GET check per address (the form asks once per typed code). */
  check: { bucket: 'plaque-check', limit: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/** The 409 answers of the registration part point at the activation form's own field names. */
const ACCOUNT_FIELDS = { username: 'username', email: 'email', telephone: 'telephone' };

type PlaqueState = 'available' | 'pending' | 'active' | 'expired';

/** Where a scan of the plaque (or of its condolence QR) sends the visitor (docs/contracts.md "Plaques"). */
export type ScanKind = 'memorial' | 'book';

interface ActivationRequest {
  form: ActivationForm;
  plaque: QrCode;
  notice: Deceased | null;
  viewer: User | null;
  newcomer: PurchaseAccount | null;
  address: AddressFields | null;
  channel: Channel;
  lapidePhoto: string | null;
  now: Date;
}

function sameCode(stored: string, typed: string): boolean {
  const a = Buffer.from(stored.toUpperCase());
  const b = Buffer.from(typed);
  return a.length === b.length && timingSafeEqual(a, b);
}

function ddmmyyyy(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * Plaque activation (spec public §1, §2 /activate-qrCode, /post-activate, §5 "Activation", §8; docs/
 * contracts.md "Plaques"): the owner sends the tombstone's data with the plaque's code and verification code;
 * the plaque waits ('pending') with a hidden page until the owner confirms through the link sent by their
 * channel; then the page is live and theirs. Also where a scan of the plaque goes.
 */
@Injectable()
export class ActivationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadsService,
    private readonly throttle: RequestThrottleService,
    private readonly tokens: OneShotTokensService,
    private readonly outbox: OutboxService,
    private readonly accounts: AccountsService,
    private readonly places: AccountPlacesService,
    private readonly registration: PurchaseRegistrationService,
    private readonly deceased: DeceasedService,
    private readonly pageCache: PageCacheService,
    private readonly partners: PartnersService,
    private readonly locations: LocationsService,
    private readonly clock: Clock,
  ) {}

  /**
   * POST sendform/activate. Refusals come before anything is written: field rules (400), the plaque (400
   * wrong codes, 410 expired, 409 active or pending), the notice (401/403/404/409), a taken username, e-mail
   * or phone (409). Then one transaction claims the plaque (a conditional UPDATE: of two requests at the
   * same instant one wins, the other gets the 409 and writes nothing), makes the pending account, the hidden
   * page (or links the notice), the one-shot link and its message.
   */
  async submit(req: Request, viewer: User | null, ip: string): Promise<ActivationRequestDataDto> {
    const upload = await this.uploads.receive(req, { files: { photo: { kind: 'photo', max: 1 } } });
    const photo = upload.files.photo?.[0] ?? null;
    let committed: string | null = null;
    try {
      await this.throttle.hit(ACTIVATION_THROTTLES.submit, [`ip:${ip}`]);
      // Who may start from a notice is known before any field is read.
      if (present(upload.fields.obituaryID)) this.assertMayUseNotices(viewer);
      const now = this.clock.now();
      const { form, address } = await this.checkForm(upload.fields, viewer, now);
      const plaque = await this.activatablePlaque(form.qrCode, form.secureCode, now);
      const notice = form.obituaryId === null ? null : await this.noticeFor(viewer, form.obituaryId, plaque);
      const newcomer = form.newcomer
        ? purchaseAccount(form.newcomer, { username: form.newcomer.username, contact: form.newcomer.contact })
        : null;
      const channel = newcomer ? this.newcomerChannel(newcomer) : viewer ? channelOf(viewer) : null;
      if (!channel) throw ActivationErrors.noContact();
      if (newcomer) await this.registration.assertFree(newcomer, ACCOUNT_FIELDS);
      if (photo) committed = await this.uploads.commit(photo, TOMBSTONE_MEDIA_FOLDER);
      const request: ActivationRequest = {
        form,
        plaque,
        notice,
        viewer,
        newcomer,
        address,
        channel,
        lapidePhoto: committed,
        now,
      };
      const { answer, orphanedPhotos } = await this.dataSource
        .transaction((manager) => this.request(manager, request))
        .catch((error: unknown) =>
          newcomer
            ? this.registration.explainFailure(error, newcomer, ACCOUNT_FIELDS)
            : Promise.reject(error),
        );
      // Only once the rows that named them are gone or changed (never before the commit).
      for (const path of orphanedPhotos) await this.uploads.remove(path);
      // The notice is public: its page shows the tombstone data already.
      if (notice) await this.pageCache.invalidate(notice.id);
      return answer;
    } catch (error) {
      if (committed) await this.uploads.remove(committed);
      else if (photo) await this.uploads.discard([photo as ReceivedFile]);
      throw error;
    }
  }

  /**
   * POST confirmActivation: the owner's one-shot link. The plaque becomes active and the page live and
   * theirs in one transaction; a used, expired or superseded link is 410 'Il link non è più valido'. A
   * newcomer's account stays pending until they choose a password through their registration link.
   */
  async confirm(rawToken: unknown): Promise<ConfirmActivationDataDto> {
    const token = typeof rawToken === 'string' ? rawToken.trim() : '';
    if (!token) throw ActivationErrors.linkInvalid();
    const now = this.clock.now();
    const confirmed = await this.dataSource.transaction(async (manager) => {
      const valid = await this.tokens.consume(token, 'plaque-activation', { manager, now });
      if (!valid) throw ActivationErrors.linkInvalid();
      const qrCodeId = Number(valid.payload?.qrCodeId);
      const deceasedId = Number(valid.payload?.deceasedId);
      if (!Number.isInteger(qrCodeId) || !Number.isInteger(deceasedId)) throw ActivationErrors.linkInvalid();
      const plaque = await manager.findOneBy(QrCode, { id: qrCodeId });
      if (!plaque) throw ActivationErrors.linkInvalid();
      if (this.stateOf(plaque, now) === 'expired') throw ActivationErrors.expired();
      const result = await manager.update(
        QrCode,
        { id: qrCodeId, deceasedId, activationStatus: 'pending' },
        { activationStatus: 'active', activatedAt: now },
      );
      if (result.affected !== 1) throw ActivationErrors.linkInvalid();
      // A plaque given on account makes a page with contoVendita 1 (docs/contracts.md "QR generation").
      const onAccount = plaque.saleChannel === 'conto-vendita';
      if (!(await this.deceased.publishTombstone(manager, deceasedId, valid.userId, onAccount)))
        throw ActivationErrors.linkInvalid();
      const owner = await this.accounts.findById(valid.userId, manager);
      return {
        deceasedID: deceasedId,
        qrCode: plaque.code,
        registrationPending: owner?.passwordHash === null,
      };
    });
    await this.pageCache.invalidate(confirmed.deceasedID);
    return confirmed;
  }

  /** GET check: what the form can say early about a code (never its verification code). */
  async check(rawCode: string | undefined, ip: string): Promise<QrCheckDataDto> {
    await this.throttle.hit(ACTIVATION_THROTTLES.check, [`ip:${ip}`]);
    const plaque = await this.findByCode(normalizePlaqueCode(rawCode));
    if (!plaque) throw ActivationErrors.unknownCode();
    const status = this.stateOf(plaque, this.clock.now());
    return {
      code: plaque.code,
      status,
      temporary: plaque.temporary === 1,
      deceasedID: status === 'active' ? plaque.deceasedId : null,
    };
  }

  /**
   * Where a scan goes (contract for everyone, docs/contracts.md "Plaques"): active → the memorial (or the
   * book), expired temporary → /qrcode-scaduto, not activated or pending → /activate-qrCode with the code,
   * unknown → home.
   */
  async scanTarget(rawCode: string, kind: ScanKind): Promise<string> {
    const code = normalizePlaqueCode(rawCode);
    const plaque = /^[A-Z0-9]{1,32}$/.test(code) ? await this.findByCode(code) : null;
    if (!plaque) return '/';
    const query = encodeURIComponent(plaque.code);
    switch (this.stateOf(plaque, this.clock.now())) {
      case 'expired':
        return `/qrcode-scaduto?code=${query}`;
      case 'active':
        if (plaque.deceasedId !== null)
          return kind === 'book'
            ? `/memorial-book?000${plaque.deceasedId}`
            : `/memorial?000${plaque.deceasedId}`;
        return `/activate-qrCode?code=${query}`;
      default:
        return `/activate-qrCode?code=${query}`;
    }
  }

  /**
   * GET activationNotices: the signed-in partner's published notices without a plaque yet (spec public §4
   * "activation shows entries whose showPage is not 1"), to start an activation from one of them.
   */
  async noticesOf(viewer: User): Promise<ActivationNoticeDto[]> {
    const partner = await this.partners.findByUser(viewer.id);
    if (!partner) return [];
    const notices = await this.deceased.noticesOfPartner(partner.id, NOTICES_LISTED);
    if (notices.length === 0) return [];
    const taken = await this.dataSource.getRepository(QrCode).find({
      select: { deceasedId: true },
      where: { deceasedId: In(notices.map((notice) => notice.id)), activationStatus: Not(IsNull()) },
    });
    const withPlaque = new Set(taken.map((row) => row.deceasedId));
    return notices
      .filter((notice) => !withPlaque.has(notice.id))
      .map((notice) => ({
        ID: notice.id,
        name: notice.name,
        surname: notice.surname,
        gender: notice.gender,
        dateOfBirth: notice.dateOfBirth,
        dateOfDeath: notice.dateOfDeath,
        aphorism: notice.aphorism,
        graveyardName: notice.graveyardName,
        graveRegionID: notice.graveyardRegionId,
        graveProvinceID: notice.graveyardProvinceId,
        graveLocationID: notice.graveyardLocationId,
        graveCap: notice.graveyardCap,
      }));
  }

  /** The form's rules, then those that read the location tables (burial place, the newcomer's address). */
  private async checkForm(
    fields: Record<string, string>,
    viewer: User | null,
    now: Date,
  ): Promise<{ form: ActivationForm; address: AddressFields | null }> {
    const problems = new FieldProblems();
    // Dates are the family's calendar days: 'today' is Rome's (DESIGN "Data": shown in Europe/Rome).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
    const form = checkActivationForm(fields, viewer, problems, today);
    const { regionId, provinceId, locationId, cap } = form.graveyard;
    if (regionId !== null && provinceId !== null && locationId !== null) {
      const wrong = await this.places.placeProblem({ regionId, provinceId, locationId, cap });
      const field = {
        region: 'graveyardRegion',
        province: 'graveyardProvince',
        location: 'graveyardCity',
        cap: 'graveyardCap',
      } as const;
      if (wrong) problems.add(field[wrong], ActivationMessages.invalid);
    }
    const address = form.newcomer ? await this.places.checkAddress(form.newcomer.address, problems) : null;
    problems.throwIfAny();
    return { form, address };
  }

  /**
   * The plaque of the code when its verification code matches and it can be activated now. The same 400
   * for an unknown code and a wrong verification code; wrong codes for one plaque end in 429 after
   * ACTIVATION_THROTTLES.wrongCode.
   */
  private async activatablePlaque(code: string, secureCode: string, now: Date): Promise<QrCode> {
    const plaque = await this.findByCode(code);
    if (!plaque || !sameCode(plaque.verificationCode, secureCode)) {
      if (plaque) await this.throttle.hit(ACTIVATION_THROTTLES.wrongCode, [`plaque:${plaque.id}`]);
      throw ActivationErrors.invalidCode();
    }
    switch (this.stateOf(plaque, now)) {
      case 'expired':
        throw ActivationErrors.expired();
      case 'active':
        throw ActivationErrors.alreadyActive();
      case 'pending':
        throw ActivationErrors.pending();
      default:
        return plaque;
    }
  }

  /**
   * The notice a partner activates from (spec public §6 "Partner: may take data from an existing obituary on
   * activation"): only the partner's own published notice that is not a tombstone yet (an admin: any such
   * notice). Anonymous 401; client and lamp manager 403; another partner's, unknown or already a tombstone
   * 404; a notice with another plaque 409.
   */
  private async noticeFor(viewer: User | null, noticeId: number, plaque: QrCode): Promise<Deceased> {
    const { user, role } = this.assertMayUseNotices(viewer);
    const notice = await this.deceased.findById(noticeId);
    const partner = role === 'partner' ? await this.partners.findByUser(user.id) : null;
    const visible =
      notice !== null &&
      notice.showPage === 0 &&
      notice.enabled === 1 &&
      (role === 'admin' || (partner !== null && notice.partnerId === partner.id));
    if (!notice || !visible) throw ActivationErrors.noticeNotFound();
    if (await this.noticeHasOtherPlaque(this.dataSource.manager, notice.id, plaque.id))
      throw ActivationErrors.noticeTaken();
    return notice;
  }

  /** Only partners (and admins) activate from a notice: anonymous 401, other roles 403. */
  private assertMayUseNotices(viewer: User | null): { user: User; role: 'partner' | 'admin' } {
    if (!viewer) throw AuthErrors.notLoggedIn();
    const role = roleOf(viewer);
    if (role !== 'partner' && role !== 'admin') throw AuthErrors.accessDenied();
    return { user: viewer, role };
  }

  private noticeHasOtherPlaque(manager: EntityManager, noticeId: number, plaqueId: number): Promise<boolean> {
    return manager.existsBy(QrCode, {
      deceasedId: noticeId,
      id: Not(plaqueId),
      activationStatus: Not(IsNull()),
    });
  }

  private newcomerChannel(newcomer: PurchaseAccount): Channel {
    const to = newcomer.contact === 'email' ? newcomer.email : newcomer.telephone;
    if (!to) throw ActivationErrors.noContact();
    return { channel: newcomer.contact, to };
  }

  /** The transaction of an activation request; see `submit`. */
  private async request(
    manager: EntityManager,
    input: ActivationRequest,
  ): Promise<{ answer: ActivationRequestDataDto; orphanedPhotos: string[] }> {
    const { form, plaque, notice, now } = input;
    // First the claim, so that the loser of a race stops here having written nothing.
    const claim = await manager
      .createQueryBuilder()
      .update(QrCode)
      .set({ activationStatus: 'pending', activationRequestedAt: now })
      .where('id = :id', { id: plaque.id })
      .andWhere(
        new Brackets((condition) =>
          condition
            .where('activation_status IS NULL')
            .orWhere("(activation_status = 'pending' AND activation_requested_at <= :expired)", {
              expired: new Date(now.getTime() - PENDING_HOLD_MS),
            }),
        ),
      )
      .execute();
    if (claim.affected !== 1) {
      const current = await manager.findOneBy(QrCode, { id: plaque.id });
      throw current?.activationStatus === 'active'
        ? ActivationErrors.alreadyActive()
        : ActivationErrors.pending();
    }
    const orphanedPhotos: string[] = [];
    // A request whose link expired unconfirmed: its hidden page goes (a notice stays what it is).
    const previous = (await manager.findOneByOrFail(QrCode, { id: plaque.id })).deceasedId;
    if (previous !== null && previous !== notice?.id) {
      const photo = await this.deceased.removeUnconfirmedTombstone(manager, previous);
      if (photo) orphanedPhotos.push(photo);
    }
    if (notice && (await this.noticeHasOtherPlaque(manager, notice.id, plaque.id)))
      throw ActivationErrors.noticeTaken();

    const owner = input.newcomer
      ? await this.registration.createPending(manager, input.newcomer)
      : (input.viewer as User);
    if (input.newcomer && input.address) await this.accounts.addAddress(owner.id, input.address, manager);

    const data: TombstoneData = {
      name: form.name,
      surname: form.surname,
      gender: form.gender,
      dateOfBirth: form.dateOfBirth,
      dateOfDeath: form.dateOfDeath,
      age: form.age,
      aphorism: form.aphorism,
      graveyardName: form.graveyardName,
      graveyardRegionId: form.graveyard.regionId,
      graveyardProvinceId: form.graveyard.provinceId,
      graveyardLocationId: form.graveyard.locationId,
      graveyardCap: form.graveyard.cap,
      graveyardAddress: form.graveyardAddress,
      lapidePhoto: input.lapidePhoto,
    };
    let deceasedId: number;
    if (notice) {
      await this.deceased.updateTombstoneData(manager, notice.id, data);
      if (input.lapidePhoto && notice.lapidePhoto) orphanedPhotos.push(notice.lapidePhoto);
      deceasedId = notice.id;
    } else {
      const partner =
        input.viewer && roleOf(input.viewer) === 'partner'
          ? await this.partners.findByUser(input.viewer.id)
          : null;
      const page = await this.deceased.createUnconfirmedTombstone(manager, {
        ...data,
        // The funeral home behind the page: the activating partner, else the partner of a temporary code.
        partnerId: partner?.id ?? plaque.partnerId,
      });
      deceasedId = page.id;
    }
    await manager.update(QrCode, { id: plaque.id }, { deceasedId });

    const token = await this.tokens.issue(owner.id, 'plaque-activation', ACTIVATION_LINK_TTL_MS, {
      manager,
      now,
      payload: { qrCodeId: plaque.id, deceasedId },
    });
    await this.outbox.enqueue(manager, {
      channel: input.channel.channel,
      to: input.channel.to,
      template: 'plaque-activation',
      data: {
        name: owner.name,
        deceasedName: `${form.name} ${form.surname}`,
        details: await this.details(form, plaque, input.lapidePhoto !== null),
        link: publicLink(this.config.publicUrl, '/conferma-attivazione', { token }),
        newAccount: input.newcomer !== null,
      },
      userId: owner.id,
      dedupeKey: `plaque-activation:${plaque.id}:${now.getTime()}`,
    });
    return {
      answer: {
        qrCode: plaque.code,
        deceasedID: deceasedId,
        channel: input.channel.channel,
        recipient: input.channel.to,
        newAccount: input.newcomer !== null,
      },
      orphanedPhotos,
    };
  }

  /** The data the owner is asked to confirm, one line each, as the message shows them. */
  private async details(form: ActivationForm, plaque: QrCode, withPhoto: boolean): Promise<string[]> {
    const { regionId, provinceId, locationId } = form.graveyard;
    const place = await this.locations.placeLabel({ regionId, provinceId, locationId });
    return [
      `Codice QR: ${plaque.code}`,
      `Defunto: ${form.name} ${form.surname}`,
      `Sesso: ${form.gender === 'F' ? 'Donna' : 'Uomo'}`,
      ...(form.dateOfBirth ? [`Data di nascita: ${ddmmyyyy(form.dateOfBirth)}`] : []),
      ...(form.dateOfDeath ? [`Data di morte: ${ddmmyyyy(form.dateOfDeath)}`] : []),
      ...(form.age !== null ? [`Età: ${form.age} anni`] : []),
      `Luogo di sepoltura: ${form.graveyardName ? `${form.graveyardName}, ` : ''}${place}${form.graveyard.cap ? ` ${form.graveyard.cap}` : ''}`,
      ...(form.graveyardAddress ? [`Coordinate: ${form.graveyardAddress}`] : []),
      ...(form.aphorism ? [`Frase: «${form.aphorism}»`] : []),
      `Foto della lapide: ${withPhoto ? 'caricata' : 'non caricata'}`,
    ];
  }

  private findByCode(code: string): Promise<QrCode | null> {
    if (!code) return Promise.resolve(null);
    return this.dataSource.getRepository(QrCode).findOneBy({ code });
  }

  /** A temporary code past its 30 days is expired whatever else; then active, pending (link still valid), available. */
  private stateOf(plaque: QrCode, now: Date): PlaqueState {
    if (temporaryCodeExpired(plaque, now)) return 'expired';
    if (plaque.activationStatus === 'active') return 'active';
    if (
      plaque.activationStatus === 'pending' &&
      plaque.activationRequestedAt !== null &&
      plaque.activationRequestedAt.getTime() > now.getTime() - PENDING_HOLD_MS
    )
      return 'pending';
    return 'available';
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { parseId } from '../../common/ids';
import { changedOnly } from '../../common/kept-fields';
import { present } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import type { Deceased } from '../deceased/deceased.entity';
import { DeceasedService } from '../deceased/deceased.service';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { normalizeName } from '../../common/text-normalize';
import { Clock } from '../scheduler/clock';
import type { LampCreateDto, LampListQueryDto, LampSetDto, UnitToggleDto } from './dto/lamp-inputs.dto';
import type {
  DeceasedHitDto,
  LampCreatedDto,
  LampDto,
  LampListDto,
  LampUnitDto,
} from './dto/lamp-outputs.dto';
import { generateLampPassword, generateSerial, mosquittoHash } from './lamp-credentials';
import { CANDLE_FLAME_MS, LAMP_MODES } from './lamp-desired-state';
import { LampDesiredService } from './lamp-desired.service';
import { LampSubscribersService, type DemoSubscriber } from './lamp-subscribers.service';
import { LampUnit } from './lamp-unit.entity';
import { Lamp } from './lamp.entity';
import { LampListSearch } from './lamp-list-search';
import { lampDto } from './lamp-views';
import { endOfRomeDay, romeDay } from '../../common/rome-time';
import { LAMP_SCHEDULE_MAX_SECONDS } from '../../common/spec-limits';
import { parseEuroCents } from './lamp-amounts';
import { LampErrors, LampMessages } from './lamps.errors';
import { LampMqttService } from './mqtt/lamp-mqtt.service';
import { checkinTopic, desiredTopic } from './mqtt/lamp-topics';

/** A new lamp checks in hourly and keeps its state three days without the server, until set otherwise. */
export const DEFAULT_SECONDS_NEXT_CONNECTION = 3600;
export const DEFAULT_SECONDS_WITHOUT_CONNECTION = 3 * 86_400;
const DECEASED_SEARCH_LIMIT = 20;
/** The table's text filter looks among this many deceased matching the words. */
const LIST_SEARCH_DECEASED = 200;

const whole = (instant: Date) => new Date(Math.floor(instant.getTime() / 1000) * 1000);

/** The demo memorial's lamp (demo mode). */
export const DEMO_SERIAL = 'RL-DEMO1000';

/** What a new lamp has not done or been told yet. */
const NEW_LAMP_STATE = {
  mode: 1,
  flameUntil: null,
  desiredVersion: 0,
  desiredState: null,
  publishedVersion: 0,
  appliedVersion: 0,
  appliedNextConnection: null,
  reportedState: null,
  reportedMode: null,
  battery: null,
  firmware: null,
  faultCode: null,
  lastCheckinAt: null,
  lastSeq: null,
  checkDueAt: null,
  anomaly: 0,
  anomalyReason: null,
  anomalySince: null,
  incident: 0,
} satisfies Partial<Lamp>;

/**
 * The lamp manager's lamps (spec panels §2 lamp panel, §3, §4, §5, §7): every call checks that the lamp,
 * subscriber or connected lamp belongs to the signed-in manager (`idGestore === user.id`), and every
 * change that alters what a lamp should do goes through the desired state, published after the commit.
 */
@Injectable()
export class LampsService {
  private readonly logger = new Logger(LampsService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly desired: LampDesiredService,
    private readonly subscribers: LampSubscribersService,
    private readonly deceased: DeceasedService,
    private readonly domainEvents: DomainEvents,
    private readonly mqtt: LampMqttService,
    private readonly clock: Clock,
  ) {}

  /** lampadeGestoreData/{userid}: only the manager's own list. */
  async list(user: User, rawUserId: string, query: LampListQueryDto): Promise<LampListDto> {
    if (parseId(rawUserId) !== user.id) throw LampErrors.notYourLamps();
    const page = boundedInteger(query.page, 1, 1, 100_000, 'page');
    const maxResults = boundedInteger(query.maxResults, 100, 1, 500, 'maxResults');
    const lamps = this.dataSource.getRepository(Lamp);
    const text = present(query.q);
    let rows: Lamp[];
    let total: number;
    if (text) {
      // The deceased's name: the deceased module's search of the words (published, bounded), as before.
      const words = normalizeName(text).split(/\s+/).filter(Boolean).slice(0, 4);
      const people = await this.deceased.search({ words, offset: 0, limit: LIST_SEARCH_DECEASED });
      const search = new LampListSearch(
        user.id,
        text,
        people.map((person) => person.id),
        query.anomalia === '1',
      );
      const ids = await search.ids(this.dataSource.manager, (page - 1) * maxResults, maxResults);
      total = await search.count(this.dataSource.manager);
      const found =
        ids.length === 0 ? [] : await lamps.find({ where: { id: In(ids) }, relations: { subscriber: true } });
      rows = found.sort((a, b) => b.id - a.id);
    } else {
      const mine =
        query.anomalia === '1' ? { managerUserId: user.id, anomaly: 1 } : { managerUserId: user.id };
      // A lamp has one subscriber at most, so the join adds no rows and LIMIT/OFFSET pages the lamps
      // themselves (skip/take would first sort the DISTINCT ids of a subquery over all the manager's lamps,
      // and count them joined: seconds a page for a manager with 100 000 lamps).
      rows = await lamps
        .createQueryBuilder('lamp')
        .leftJoinAndSelect('lamp.subscriber', 'subscriber')
        .where(mine)
        .orderBy('lamp.id', 'DESC')
        .offset((page - 1) * maxResults)
        .limit(maxResults)
        .getMany();
      total = await lamps.count({ where: mine });
    }
    const anomalie = await lamps.count({ where: { managerUserId: user.id, anomaly: 1 } });
    const names = await this.deceasedNames(rows.map((lamp) => lamp.deceasedId));
    const now = this.clock.now();
    return {
      lampade: rows.map((lamp) => lampDto(lamp, now, names.get(lamp.deceasedId) ?? null)),
      total,
      nextPage: page * maxResults < total ? page + 1 : null,
      anomalie,
    };
  }

  /** lampadaData/{id} (id = idDefunto): the lamp popup, only for its manager. */
  async dataOfDeceased(user: User, rawDeceasedId: string): Promise<LampDto> {
    const lamp = await this.owned(user, { deceasedId: parseId(rawDeceasedId) });
    return this.view(lamp.id);
  }

  /**
   * lampadaSet: mode and the two schedules (seconds, at least 1 each; spec panels §5 "Lamp times"). The
   * edit rule (docs/contracts.md "Edits keep what they are not sent"): a field the request leaves out keeps
   * its value, one sent empty is 'Campo obbligatorio'; only changed columns are written, and the form saved
   * unchanged writes nothing (no new desired state, nothing published).
   */
  async set(user: User, body: LampSetDto): Promise<LampDto> {
    const problems: Record<string, string> = {};
    const idText = present(body.idDefunto);
    if (!idText) problems.idDefunto = LampMessages.required;
    const seconds = (field: 'secondiSenzaConnessione' | 'secondiProssimaConnessione') => {
      if (body[field] === undefined) return undefined;
      const text = present(body[field]);
      if (!text) {
        problems[field] = LampMessages.required;
        return undefined;
      }
      const value = Number(text);
      if (!/^\d{1,9}$/.test(text) || value < 1 || value > LAMP_SCHEDULE_MAX_SECONDS)
        problems[field] = LampMessages.invalid;
      return value;
    };
    const sent: Partial<
      Pick<Lamp, 'mode' | 'secondsNextConnection' | 'secondsWithoutConnection' | 'yearlyFeeCents'>
    > = {
      secondsWithoutConnection: seconds('secondiSenzaConnessione'),
      secondsNextConnection: seconds('secondiProssimaConnessione'),
    };
    if (body.statoLampadaImpostato !== undefined) {
      const modeText = present(body.statoLampadaImpostato);
      const mode = Number(modeText);
      if (!modeText) problems.statoLampadaImpostato = LampMessages.required;
      else if (!(LAMP_MODES as readonly number[]).includes(mode))
        problems.statoLampadaImpostato = LampMessages.invalid;
      else sent.mode = mode;
    }
    if (body.canoneAnnuo !== undefined) {
      // The fee is optional: sent empty it is removed (a renewal then costs the last payment's amount).
      const feeText = present(body.canoneAnnuo);
      const fee = feeText ? parseEuroCents(feeText) : null;
      if (feeText && (fee === null || fee === 0)) problems.canoneAnnuo = LampMessages.invalid;
      else sent.yearlyFeeCents = fee;
    }
    if (Object.keys(problems).length > 0) throw LampErrors.validation(problems);

    const deceasedId = parseId(idText!);
    const { lampId, changed } = await this.dataSource.transaction(async (manager) => {
      const lamp = await this.owned(user, { deceasedId }, manager);
      const update = changedOnly(lamp, sent);
      if (Object.keys(update).length === 0) return { lampId: lamp.id, changed: false };
      await manager.getRepository(Lamp).update({ id: lamp.id }, update);
      await this.desired.refresh(manager, lamp.id);
      return { lampId: lamp.id, changed: true };
    });
    if (changed) await this.desired.publish([lampId]);
    return this.view(lampId);
  }

  /**
   * lampadaCreate { idDefunto, idAbbonato, idGestore }: a lamp for a deceased (one each) and one of the
   * manager's subscribers; `idGestore` must be the caller. Answers the lamp's MQTT password once.
   */
  async create(user: User, body: LampCreateDto): Promise<LampCreatedDto> {
    const problems: Record<string, string> = {};
    for (const field of ['idDefunto', 'idAbbonato', 'idGestore'] as const)
      if (!present(body[field])) problems[field] = LampMessages.required;
    if (Object.keys(problems).length > 0) throw LampErrors.validation(problems);
    if (parseId(body.idGestore!.trim()) !== user.id) throw LampErrors.notYourLamps();
    const deceasedId = parseId(body.idDefunto!.trim());
    const password = generateLampPassword();
    const credentialHash = mosquittoHash(password);

    const lamp = await this.dataSource.transaction(async (manager) => {
      const subscriber = await this.subscribers.owned(user, body.idAbbonato, manager);
      if (!(await this.deceased.findById(deceasedId, manager))) throw LampErrors.deceasedNotFound();
      const lamps = manager.getRepository(Lamp);
      if (await lamps.existsBy({ deceasedId })) throw LampErrors.deceasedHasLamp();
      let serial = generateSerial();
      while (await lamps.existsBy({ serial })) serial = generateSerial();
      const created = await lamps.save(
        lamps.create({
          ...NEW_LAMP_STATE,
          serial,
          deceasedId,
          subscriberId: subscriber.id,
          managerUserId: user.id,
          secondsNextConnection: DEFAULT_SECONDS_NEXT_CONNECTION,
          secondsWithoutConnection: DEFAULT_SECONDS_WITHOUT_CONNECTION,
          paidUntil: null,
          credentialHash,
          createdAt: whole(this.clock.now()),
        }),
      );
      // Off until paid (spec panels §4: "needs a payment to activate"): the first desired state says so.
      await this.desired.refresh(manager, created.id);
      await this.domainEvents.raise(manager, pageContentChanged(deceasedId, 'lamp'));
      return created;
    });
    await this.desired.publish([lamp.id]);
    const { topicPrefix } = this.config.lamps;
    return {
      lampada: await this.view(lamp.id),
      password,
      topicCheckin: checkinTopic(topicPrefix, lamp.serial),
      topicDesired: desiredTopic(topicPrefix, lamp.serial),
    };
  }

  /** The lamp delete ('Sei sicuro di voler cancellare questa Lampada?' in the panel). */
  async remove(user: User, rawSerial: string | undefined): Promise<void> {
    const serial = requiredSerial(rawSerial);
    const lamp = await this.dataSource.transaction(async (manager) => {
      const owned = await this.owned(user, { serial }, manager);
      await manager.getRepository(Lamp).delete({ id: owned.id });
      await this.domainEvents.raise(manager, pageContentChanged(owned.deceasedId, 'lamp'));
      return owned;
    });
    try {
      await this.mqtt.clearDesired(lamp.serial);
    } catch (error) {
      this.logger.warn({
        msg: 'retained desired state of a deleted lamp not cleared',
        serial,
        error: String(error),
      });
    }
  }

  /** lampadeCollegateLoad { seriale } */
  async units(user: User, rawSerial: string | undefined): Promise<LampUnitDto[]> {
    const lamp = await this.owned(user, { serial: requiredSerial(rawSerial) });
    const units = await this.dataSource
      .getRepository(LampUnit)
      .find({ where: { lampId: lamp.id }, order: { productionId: 'ASC' } });
    return units.map((unit) => ({
      idProduzione: unit.productionId,
      lampadaAbilitataDaGestore: unit.enabled,
      ultimoRilevamento: Math.floor(unit.lastSeenAt.getTime() / 1000),
    }));
  }

  /** lampadeCollegateAttiva { idProduzione, attiva }: the unit is part of the lamp's desired state. */
  async toggleUnit(user: User, body: UnitToggleDto): Promise<void> {
    const productionId = requiredUnit(body.idProduzione);
    const enabled = body.attiva === '1' || body.attiva === 'true' ? 1 : 0;
    const lampId = await this.dataSource.transaction(async (manager) => {
      const unit = await this.ownedUnit(user, productionId, manager);
      await manager.getRepository(LampUnit).update({ id: unit.id }, { enabled });
      await this.desired.refresh(manager, unit.lampId);
      return unit.lampId;
    });
    await this.desired.publish([lampId]);
  }

  /** lampadeCollegateDelete { idProduzione }: listed again by its lamp, it comes back switched off. */
  async deleteUnit(user: User, rawProductionId: string | undefined): Promise<void> {
    const productionId = requiredUnit(rawProductionId);
    const lampId = await this.dataSource.transaction(async (manager) => {
      const unit = await this.ownedUnit(user, productionId, manager);
      await manager.getRepository(LampUnit).delete({ id: unit.id });
      await this.desired.refresh(manager, unit.lampId);
      return unit.lampId;
    });
    await this.desired.publish([lampId]);
  }

  /** lampadaSearchDefunti { searchInput }: published deceased by name words, or by id. */
  async searchDeceased(rawInput: string | undefined): Promise<DeceasedHitDto[]> {
    const input = present(rawInput);
    if (!input) throw LampErrors.validation({ searchInput: LampMessages.required });
    let people: Deceased[];
    if (/^\d{1,12}$/.test(input)) {
      const person = await this.deceased.findById(parseId(input));
      people = person && person.enabled ? [person] : [];
    } else {
      const words = normalizeName(input).split(/\s+/).filter(Boolean).slice(0, 4);
      people = await this.deceased.search({ words, offset: 0, limit: DECEASED_SEARCH_LIMIT });
    }
    const ids = people.map((person) => person.id);
    const withLamp = new Set(
      ids.length === 0
        ? []
        : (
            await this.dataSource
              .getRepository(Lamp)
              .createQueryBuilder('lamp')
              .select(['lamp.deceasedId'])
              .where('lamp.deceased_id IN (:...ids)', { ids })
              .getMany()
          ).map((lamp) => lamp.deceasedId),
    );
    return people.map((person) => ({
      ID: person.id,
      name: person.name,
      surname: person.surname,
      dateOfBirth: person.dateOfBirth,
      dateOfDeath: person.dateOfDeath,
      graveyardName: person.graveyardName,
      graveLocation: person.graveyardLocation?.name ?? null,
      hasLamp: withLamp.has(person.id),
    }));
  }

  /**
   * A paid candle dedication for a deceased (docs/contracts.md "Faults, candles, demo"): its lamp, if it has
   * one, shows the flame effect for 24 hours, then its own mode again. In the caller's transaction; call
   * `publishForDeceased` after the commit. Returns whether the deceased has a lamp.
   */
  async lightCandle(manager: EntityManager, deceasedId: number, now = this.clock.now()): Promise<boolean> {
    const lamp = await manager
      .getRepository(Lamp)
      .findOne({ select: { id: true, flameUntil: true }, where: { deceasedId } });
    if (!lamp) return false;
    const until = whole(new Date(now.getTime() + CANDLE_FLAME_MS));
    if (!lamp.flameUntil || lamp.flameUntil.getTime() < until.getTime())
      await manager.getRepository(Lamp).update({ id: lamp.id }, { flameUntil: until });
    await this.desired.refresh(manager, lamp.id, now);
    return true;
  }

  /** After the commit of a change that may have altered a deceased's lamp: publish its desired state. */
  async publishForDeceased(deceasedId: number): Promise<void> {
    const lamp = await this.dataSource
      .getRepository(Lamp)
      .findOne({ select: { id: true }, where: { deceasedId } });
    if (lamp) await this.desired.publish([lamp.id]);
  }

  /** The serial of a deceased's lamp, or null (the demo lamp runner follows memorial 1000's lamp). */
  async serialOfDeceased(deceasedId: number): Promise<string | null> {
    const lamp = await this.dataSource
      .getRepository(Lamp)
      .findOne({ select: { id: true, serial: true }, where: { deceasedId } });
    return lamp?.serial ?? null;
  }

  /**
   * A new MQTT password for a lamp (its hash replaces the old one): the demo's simulated lamp gets one at
   * each start, since no password is ever kept. Null for an unknown serial.
   */
  async rotateCredential(serial: string): Promise<string | null> {
    const password = generateLampPassword();
    const result = await this.dataSource
      .getRepository(Lamp)
      .update({ serial }, { credentialHash: mosquittoHash(password) });
    return result.affected === 1 ? password : null;
  }

  /**
   * Demo data (demo mode only): the demo memorial's lamp, run by the demo lamp manager for a demo
   * subscriber, made as a new lamp is (not paid: LampDemoService records its payment). Idempotent: an
   * existing lamp of the deceased is kept as it is (also one the manager made in place of the demo's).
   * Returns the new lamp's serial, or null when none was made.
   */
  async ensureDemoLamp(
    managerUserId: number,
    deceasedId: number,
    subscriber: DemoSubscriber,
  ): Promise<string | null> {
    const now = this.clock.now();
    const created = await this.dataSource.transaction(async (manager) => {
      const lamps = manager.getRepository(Lamp);
      if (await lamps.existsBy({ deceasedId })) return null;
      if (!(await this.deceased.findById(deceasedId, manager))) return null;
      const subscriberId = await this.subscribers.ensureDemo(manager, managerUserId, subscriber);
      const serial = (await lamps.existsBy({ serial: DEMO_SERIAL })) ? generateSerial() : DEMO_SERIAL;
      const lamp = await lamps.save(
        lamps.create({
          ...NEW_LAMP_STATE,
          serial,
          deceasedId,
          subscriberId,
          managerUserId,
          secondsNextConnection: DEFAULT_SECONDS_NEXT_CONNECTION,
          secondsWithoutConnection: DEFAULT_SECONDS_WITHOUT_CONNECTION,
          credentialHash: mosquittoHash(generateLampPassword()),
          paidUntil: null,
          createdAt: whole(now),
        }),
      );
      await this.desired.refresh(manager, lamp.id, now);
      await this.domainEvents.raise(manager, pageContentChanged(deceasedId, 'lamp'));
      return lamp;
    });
    if (!created) return null;
    await this.desired.publish([created.id]);
    return created.serial;
  }

  /**
   * Lamps for the simulator and the benchmark (`npm run lamps:simulate`): `count` new lamps of a manager,
   * each for a new unpublished deceased ('Lampada simulata n', not shown anywhere public), paid for a
   * year, with fresh credentials. Answers each serial with its password (the only time it exists).
   * Their desired states are published by the running platform's job (or at once when MQTT is on here).
   */
  async provisionSimulated(
    managerUserId: number,
    count: number,
    subscriber: DemoSubscriber,
  ): Promise<Array<{ serial: string; password: string; deceasedId: number }>> {
    const now = this.clock.now();
    const paidUntil = endOfRomeDay(`${Number(romeDay(now).slice(0, 4)) + 1}-12-31`);
    const made: Array<{ serial: string; password: string; deceasedId: number; lampId: number }> = [];
    // Batches of 25 lamps per transaction: short enough for a platform writing to the same SQLite file.
    for (let start = 0; start < count; start += 25) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const subscriberId = await this.subscribers.ensureDemo(manager, managerUserId, subscriber);
        const lamps = manager.getRepository(Lamp);
        const rows: Array<{ serial: string; password: string; deceasedId: number; lampId: number }> = [];
        for (let i = start; i < Math.min(count, start + 25); i += 1) {
          const person = await this.deceased.createHidden(manager, {
            name: 'Lampada',
            surname: `Simulata ${i + 1}`,
          });
          const password = generateLampPassword();
          let serial = generateSerial();
          while (await lamps.existsBy({ serial })) serial = generateSerial();
          const lamp = await lamps.save(
            lamps.create({
              ...NEW_LAMP_STATE,
              serial,
              deceasedId: person.id,
              subscriberId,
              managerUserId,
              secondsNextConnection: 60,
              secondsWithoutConnection: DEFAULT_SECONDS_WITHOUT_CONNECTION,
              credentialHash: mosquittoHash(password),
              paidUntil,
              createdAt: whole(now),
            }),
          );
          await this.desired.refresh(manager, lamp.id, now);
          rows.push({ serial, password, deceasedId: person.id, lampId: lamp.id });
        }
        return rows;
      });
      made.push(...batch);
    }
    await this.desired.publish(made.map((lamp) => lamp.lampId));
    return made.map(({ serial, password, deceasedId }) => ({ serial, password, deceasedId }));
  }

  /** The lamp as the panel shows it. */
  async view(lampId: number): Promise<LampDto> {
    const lamp = await this.dataSource.getRepository(Lamp).findOneOrFail({
      where: { id: lampId },
      relations: { subscriber: true },
    });
    const deceased = await this.deceased.findById(lamp.deceasedId);
    return lampDto(lamp, this.clock.now(), deceased);
  }

  /** Names of the lamps' deceased, by id (one bounded query through DeceasedService). */
  private async deceasedNames(ids: number[]): Promise<Map<number, Deceased>> {
    if (ids.length === 0) return new Map();
    const people = await this.deceased.findByIds(ids);
    return new Map(people.map((person) => [person.id, person]));
  }

  /**
   * The caller's lamp: unknown is 404, another manager's is 403 (spec panels §6: "only the lamp manager
   * (user id equal to idGestore) can open the lamp popup").
   */
  async owned(
    user: User,
    where: { deceasedId: number } | { serial: string },
    manager?: EntityManager,
  ): Promise<Lamp> {
    const lamp = await (manager ?? this.dataSource.manager).getRepository(Lamp).findOneBy(where);
    if (!lamp) throw LampErrors.lampNotFound();
    if (lamp.managerUserId !== user.id) throw LampErrors.notYourLamps();
    return lamp;
  }

  private async ownedUnit(user: User, productionId: string, manager: EntityManager): Promise<LampUnit> {
    const unit = await manager
      .getRepository(LampUnit)
      .findOne({ where: { productionId }, relations: { lamp: true } });
    if (!unit?.lamp) throw LampErrors.unitNotFound();
    if (unit.lamp.managerUserId !== user.id) throw LampErrors.notYourLamps();
    return unit;
  }
}

function requiredSerial(raw: string | undefined): string {
  const serial = present(raw);
  if (!serial) throw LampErrors.validation({ seriale: LampMessages.required });
  return serial;
}

function requiredUnit(raw: string | undefined): string {
  const productionId = present(raw);
  if (!productionId) throw LampErrors.validation({ idProduzione: LampMessages.required });
  return productionId;
}

function boundedInteger(
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
  field: string,
): number {
  const value = present(text);
  if (!value) return fallback;
  const parsed = Number(value);
  if (!/^\d+$/.test(value) || parsed < min || parsed > max)
    throw LampErrors.validation({ [field]: LampMessages.invalid });
  return parsed;
}

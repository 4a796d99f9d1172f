import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { changedOnly } from '../../common/kept-fields';
import { CF_LENGTH } from '../../common/spec-limits';
import { FieldProblems, normalizeEmail, normalizeTelephone, present } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import { Clock } from '../scheduler/clock';
import type { SubscriberCreateDto, SubscriberUpdateDto } from './dto/lamp-inputs.dto';
import { LampSubscriber } from './lamp-subscriber.entity';
import { LampErrors, LampMessages } from './lamps.errors';

/** At most this many subscribers answer one search. */
export const SEARCH_LIMIT = 20;

const likeEscape = (word: string) => word.replace(/[!%_]/g, (char) => `!${char}`);

/** A codice fiscale: 16 letters and digits (a person) or 11 digits (a company). */
const PERSON_CF = new RegExp(`^[A-Z0-9]{${CF_LENGTH}}$`);
function normalizeFiscalCode(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  return PERSON_CF.test(text) || /^\d{11}$/.test(text) ? text : null;
}

/** The SDI recipient code: 7 letters and digits (6 for public offices; '0000000' for private people). */
function normalizeSdi(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  return /^[A-Z0-9]{6,7}$/.test(text) ? text : null;
}

/** The form's fields (lampadaAbbonatoCreate, lampadaAbbonatoUpdate), as the API names them. */
const SUBSCRIBER_FIELDS = [
  'nome',
  'cognome',
  'codiceFiscale',
  'indirizzo',
  'sdi',
  'telefono',
  'mail',
  'mailPec',
] as const satisfies ReadonlyArray<keyof SubscriberCreateDto>;
type SubscriberField = (typeof SUBSCRIBER_FIELDS)[number];

type SubscriberValues = Pick<
  LampSubscriber,
  'name' | 'surname' | 'fiscalCode' | 'address' | 'sdi' | 'telephone' | 'email' | 'pec'
>;

/** Each form field's column, and how its text is checked and stored (null: not valid). */
const FIELD_RULES: Record<
  SubscriberField,
  { column: keyof SubscriberValues; normalize: (text: string) => string | null; invalid: string }
> = {
  nome: { column: 'name', normalize: (text) => text, invalid: LampMessages.invalid },
  cognome: { column: 'surname', normalize: (text) => text, invalid: LampMessages.invalid },
  codiceFiscale: { column: 'fiscalCode', normalize: normalizeFiscalCode, invalid: LampMessages.invalid },
  indirizzo: { column: 'address', normalize: (text) => text, invalid: LampMessages.invalid },
  sdi: { column: 'sdi', normalize: normalizeSdi, invalid: LampMessages.invalid },
  telefono: { column: 'telephone', normalize: normalizeTelephone, invalid: LampMessages.invalidPhone },
  mail: { column: 'email', normalize: normalizeEmail, invalid: LampMessages.invalidMail },
  mailPec: { column: 'pec', normalize: normalizeEmail, invalid: LampMessages.invalidMail },
};

/**
 * These fields of the subscriber form checked and normalized (spec panels §5 "Lamp": every field
 * required, 'Campo obbligatorio'; codice fiscale, SDI, phone and mails well formed), as columns; throws
 * every problem at once.
 */
function subscriberValues(
  body: SubscriberCreateDto,
  fields: readonly SubscriberField[] = SUBSCRIBER_FIELDS,
): Partial<SubscriberValues> {
  const problems = new FieldProblems();
  const values: Partial<SubscriberValues> = {};
  for (const field of fields) {
    const rule = FIELD_RULES[field];
    const text = present(body[field]);
    const value = text === null ? null : rule.normalize(text);
    if (text === null) problems.add(field, LampMessages.required);
    else if (value === null) problems.add(field, rule.invalid);
    else values[rule.column] = value;
  }
  problems.throwIfAny();
  return values;
}

/** The demo's subscriber (demo data). */
export interface DemoSubscriber {
  name: string;
  surname: string;
  fiscalCode: string;
  address: string;
  sdi: string;
  telephone: string;
  email: string;
  pec: string;
}

/**
 * A lamp manager's subscribers (abbonati, spec panels §3, §5 "Lamp": every field of the form required,
 * 'Campo obbligatorio'). A manager sees and uses only the subscribers they registered.
 */
@Injectable()
export class LampSubscribersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * lampadaAbbonatoCreate. The same form sent twice (same codice fiscale, same data) answers the
   * subscriber already created; another subscriber with that codice fiscale is a 409 that names them.
   */
  async create(
    user: User,
    body: SubscriberCreateDto,
  ): Promise<{ subscriber: LampSubscriber; created: boolean }> {
    const values = { managerUserId: user.id, ...(subscriberValues(body) as SubscriberValues) };
    return this.dataSource.transaction(async (manager) => {
      const subscribers = manager.getRepository(LampSubscriber);
      const existing = await subscribers.findOneBy({ managerUserId: user.id, fiscalCode: values.fiscalCode });
      if (existing) {
        const same = (Object.keys(values) as Array<keyof typeof values>).every(
          (key) => existing[key] === values[key],
        );
        if (same) return { subscriber: existing, created: false };
        throw LampErrors.subscriberExists(existing);
      }
      const subscriber = await subscribers.save(
        subscribers.create({ ...values, createdAt: this.clock.now() }),
      );
      return { subscriber, created: true };
    });
  }

  /**
   * lampadaAbbonatoUpdate { idAbbonato, ...fields }: the edit rule of every form (docs/contracts.md
   * "Edits keep what they are not sent"): a field the
   * request leaves out keeps its value, a field sent is checked as on creation (sent empty: 'Campo
   * obbligatorio'), and only changed columns are written: the form saved unchanged writes nothing.
   */
  async update(user: User, body: SubscriberUpdateDto): Promise<LampSubscriber> {
    const idText = present(body.idAbbonato);
    if (!idText) throw LampErrors.validation({ idAbbonato: LampMessages.required });
    return this.dataSource.transaction(async (manager) => {
      const subscriber = await this.owned(user, idText, manager);
      // Only the fields sent are checked: one left out keeps its stored value as it is.
      const next = subscriberValues(
        body,
        SUBSCRIBER_FIELDS.filter((field) => body[field] !== undefined),
      );
      const update = changedOnly(subscriber, next);
      if (Object.keys(update).length === 0) return subscriber;
      const subscribers = manager.getRepository(LampSubscriber);
      if (update.fiscalCode !== undefined) {
        const other = await subscribers.findOneBy({ managerUserId: user.id, fiscalCode: next.fiscalCode });
        if (other && other.id !== subscriber.id) throw LampErrors.subscriberExists(other);
      }
      await subscribers.update({ id: subscriber.id }, update);
      return Object.assign(subscriber, update);
    });
  }

  /** The demo subscriber of a manager (created once); its id. */
  async ensureDemo(manager: EntityManager, managerUserId: number, demo: DemoSubscriber): Promise<number> {
    const subscribers = manager.getRepository(LampSubscriber);
    const existing = await subscribers.findOneBy({ managerUserId, fiscalCode: demo.fiscalCode });
    if (existing) return existing.id;
    return (
      await subscribers.save(subscribers.create({ ...demo, managerUserId, createdAt: this.clock.now() }))
    ).id;
  }

  /** lampadaSearchAbbonati: the manager's subscribers whose name, surname or codice fiscale start so. */
  async search(user: User, input: string | undefined): Promise<LampSubscriber[]> {
    const words = (input ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 4);
    const query = this.dataSource
      .getRepository(LampSubscriber)
      .createQueryBuilder('s')
      .where('s.manager_user_id = :managerId', { managerId: user.id });
    words.forEach((word, index) => {
      const pattern = `${likeEscape(word.toLowerCase())}%`;
      query.andWhere(
        `(LOWER(s.name) LIKE :w${index} ESCAPE '!' OR LOWER(s.surname) LIKE :w${index} ESCAPE '!' OR LOWER(s.fiscal_code) LIKE :w${index} ESCAPE '!')`,
        { [`w${index}`]: pattern },
      );
    });
    return query
      .orderBy('s.surname', 'ASC')
      .addOrderBy('s.name', 'ASC')
      .addOrderBy('s.id', 'ASC')
      .take(SEARCH_LIMIT)
      .getMany();
  }

  /**
   * lampadaAbbonato, and every use of a subscriber id: unknown is 404, another manager's is 403
   * (explicit ownership check: DESIGN "Security", every owner resource query is scoped to the owner).
   */
  async owned(user: User, rawId: string | undefined, manager?: EntityManager): Promise<LampSubscriber> {
    const text = present(rawId);
    if (!text) throw LampErrors.validation({ idAbbonato: LampMessages.required });
    const subscriber = await (manager ?? this.dataSource.manager)
      .getRepository(LampSubscriber)
      .findOneBy({ id: parseId(text) });
    if (!subscriber) throw LampErrors.subscriberNotFound();
    if (subscriber.managerUserId !== user.id) throw LampErrors.notYourLamps();
    return subscriber;
  }
}

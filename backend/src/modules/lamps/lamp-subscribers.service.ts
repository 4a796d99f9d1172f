import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { parseId } from '../../common/ids';
import { FieldProblems, normalizeEmail, normalizeTelephone, present } from '../accounts/account-rules';
import type { User } from '../accounts/user.entity';
import { Clock } from '../scheduler/clock';
import type { SubscriberCreateDto } from './dto/lamp-inputs.dto';
import { LampSubscriber } from './lamp-subscriber.entity';
import { LampErrors, LampMessages } from './lamps.errors';

/** At most this many subscribers answer one search. */
export const SEARCH_LIMIT = 20;

const likeEscape = (word: string) => word.replace(/[!%_]/g, (char) => `!${char}`);

/** A codice fiscale: 16 letters and digits (a person) or 11 digits (a company). */
function normalizeFiscalCode(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  return /^[A-Z0-9]{16}$/.test(text) || /^\d{11}$/.test(text) ? text : null;
}

/** The SDI recipient code: 7 letters and digits (6 for public offices; '0000000' for private people). */
function normalizeSdi(raw: string): string | null {
  const text = raw.trim().toUpperCase();
  return /^[A-Z0-9]{6,7}$/.test(text) ? text : null;
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
   * subscriber already created; another subscriber with that codice fiscale is a 409.
   */
  async create(
    user: User,
    body: SubscriberCreateDto,
  ): Promise<{ subscriber: LampSubscriber; created: boolean }> {
    const problems = new FieldProblems();
    const required = (field: keyof SubscriberCreateDto) => {
      const value = present(body[field]);
      if (!value) problems.add(field, LampMessages.required);
      return value;
    };
    const name = required('nome');
    const surname = required('cognome');
    const fiscalText = required('codiceFiscale');
    const address = required('indirizzo');
    const sdiText = required('sdi');
    const telephoneText = required('telefono');
    const emailText = required('mail');
    const pecText = required('mailPec');
    const fiscalCode = fiscalText ? normalizeFiscalCode(fiscalText) : null;
    if (fiscalText && !fiscalCode) problems.add('codiceFiscale', LampMessages.invalid);
    const sdi = sdiText ? normalizeSdi(sdiText) : null;
    if (sdiText && !sdi) problems.add('sdi', LampMessages.invalid);
    const telephone = telephoneText ? normalizeTelephone(telephoneText) : null;
    if (telephoneText && !telephone) problems.add('telefono', LampMessages.invalidPhone);
    const email = emailText ? normalizeEmail(emailText) : null;
    if (emailText && !email) problems.add('mail', LampMessages.invalidMail);
    const pec = pecText ? normalizeEmail(pecText) : null;
    if (pecText && !pec) problems.add('mailPec', LampMessages.invalidMail);
    problems.throwIfAny();

    const values = {
      managerUserId: user.id,
      name: name!,
      surname: surname!,
      fiscalCode: fiscalCode!,
      address: address!,
      sdi: sdi!,
      telephone: telephone!,
      email: email!,
      pec: pec!,
    };
    return this.dataSource.transaction(async (manager) => {
      const subscribers = manager.getRepository(LampSubscriber);
      const existing = await subscribers.findOneBy({ managerUserId: user.id, fiscalCode: values.fiscalCode });
      if (existing) {
        const same = (Object.keys(values) as Array<keyof typeof values>).every(
          (key) => existing[key] === values[key],
        );
        if (same) return { subscriber: existing, created: false };
        throw LampErrors.subscriberExists();
      }
      const subscriber = await subscribers.save(
        subscribers.create({ ...values, createdAt: this.clock.now() }),
      );
      return { subscriber, created: true };
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
   * (explicit ownership check, issue 12).
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

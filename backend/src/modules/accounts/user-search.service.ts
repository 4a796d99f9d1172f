import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository } from 'typeorm';
import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';
import { USER_SEARCH_MAX } from '../../common/spec-limits';
import { normalizeName } from '../../common/text-normalize';
import { RequestThrottleService } from '../auth/request-throttle.service';
import { ACCOUNT_THROTTLES } from './account-throttles';
import type { FoundUserDto } from './dto/user-search.dto';
import { PlatformAccess, User } from './user.entity';

/** spec panels §5 "User search": empty is 'Campo non valido', no result 'Utente non trovato'. */
export const UserSearchMessages = {
  invalid: CommonMessages.invalid,
  notFound: 'Utente non trovato',
} as const;

export type UserSearchScope = 'receivers' | 'panelAccounts';

/** Answers per search: enough to pick from, too few to page through the accounts. */
export const USER_SEARCH_LIMIT = 10;

/**
 * Who may receive a page by 'Cedi proprietà' (spec panels §2, §6): a client account that has chosen its
 * password (it can sign in and find the page in its client panel). Partners, lamp managers and admins
 * keep their pages through their own panels, which list no owned tombstones.
 */
export function canReceivePages(user: Pick<User, 'platformAccess' | 'passwordHash'>): boolean {
  return user.platformAccess === PlatformAccess.client && user.passwordHash !== null;
}

/** `value` for a LIKE pattern, with its own wildcards taken literally (escape character '!'). */
function likeLiteral(value: string): string {
  return value.replace(/[!%_]/g, (char) => `!${char}`);
}

/**
 * The user search of the 'Cedi proprietà' dialog (spec panels §2, §5, §7 `api/user/search?q=`): accounts
 * whose username starts with the text, or whose name and surname have words starting with each word of
 * it. Only accounts that can receive a page, never the caller; id, name, surname and username only.
 * Throttled per caller and per address, so the user base cannot be listed quickly.
 */
@Injectable()
export class UserSearchService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly throttle: RequestThrottleService,
  ) {}

  async search(rawQuery: unknown, viewer: Pick<User, 'id'>, ip: string): Promise<FoundUserDto[]> {
    const found = await this.find(rawQuery, viewer, ip, 'receivers');
    return found.map((user) => ({
      ID: user.id,
      name: user.name,
      surname: user.surname,
      username: user.username,
    }));
  }

  /**
   * The same search over another set of accounts: 'receivers' (who can receive a page), 'panelAccounts'
   * (clients, partners and lamp managers with a panel: those an admin may act for). Loads id, names,
   * username, platformAccess and partnerType. 404 'Utente non trovato' when none.
   */
  async find(
    rawQuery: unknown,
    viewer: Pick<User, 'id'>,
    ip: string,
    scope: UserSearchScope,
  ): Promise<User[]> {
    const text = typeof rawQuery === 'string' ? rawQuery.trim() : '';
    if (text === '' || text.length > USER_SEARCH_MAX)
      throw CommonErrors.validation({ q: UserSearchMessages.invalid });
    await this.throttle.hit(ACCOUNT_THROTTLES.userSearch, [`user:${viewer.id}`]);
    await this.throttle.hit(ACCOUNT_THROTTLES.userSearchPerAddress, [`ip:${ip}`]);

    const username = text.toLowerCase();
    const words = normalizeName(text).split(' ').filter(Boolean);
    const query = this.users
      .createQueryBuilder('user')
      .select([
        'user.id',
        'user.name',
        'user.surname',
        'user.username',
        'user.platformAccess',
        'user.partnerType',
      ])
      .where('user.id <> :viewer', { viewer: viewer.id });
    if (scope === 'receivers')
      query
        .andWhere('user.platformAccess = :client', { client: PlatformAccess.client })
        .andWhere('user.passwordHash IS NOT NULL');
    else
      query.andWhere('user.platformAccess IN (:...panels)', {
        panels: [PlatformAccess.client, PlatformAccess.partner],
      });
    query
      .andWhere(
        new Brackets((match) => {
          match.where("user.username LIKE :prefix ESCAPE '!'", { prefix: `${likeLiteral(username)}%` });
          if (words.length > 0)
            match.orWhere(
              new Brackets((name) => {
                words.forEach((word, index) => {
                  const pattern = likeLiteral(word);
                  name.andWhere(
                    `(user.nameNormalized LIKE :start${index} ESCAPE '!' OR user.nameNormalized LIKE :inner${index} ESCAPE '!')`,
                    { [`start${index}`]: `${pattern}%`, [`inner${index}`]: `% ${pattern}%` },
                  );
                });
              }),
            );
        }),
      )
      // The exact username first (the dialog's usual case), then alphabetical.
      .orderBy('CASE WHEN user.username = :exact THEN 0 ELSE 1 END', 'ASC')
      .addOrderBy('user.username', 'ASC')
      .setParameter('exact', username)
      .take(USER_SEARCH_LIMIT);
    const found = await query.getMany();
    if (found.length === 0) throw new AppError(404, 'USER_NOT_FOUND', UserSearchMessages.notFound);
    return found;
  }
}

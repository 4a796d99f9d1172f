import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from '../../accounts/user.entity';
import { AuthErrors } from '../../auth/auth.errors';
import { roleOf } from '../../auth/request-auth';
import type { Deceased } from '../../deceased/deceased.entity';
import { DeceasedRecordsService } from '../../deceased/deceased-records.service';
import { DeceasedErrors } from '../../deceased/deceased.errors';
import { PartnersService } from '../../partners/partners.service';

/** Who fills the forms: an admin (any record, any partner) or a funeral home (its own partner's records). */
export interface ObituaryActor {
  user: Pick<User, 'id' | 'username'>;
  isAdmin: boolean;
  /** The partner of a funeral home; null for an admin. */
  partnerId: number | null;
}

/** The actor of a request and the records it may touch: another partner's record is 404, as missing. */
@Injectable()
export class ObituaryActors {
  constructor(
    private readonly partners: PartnersService,
    private readonly records: DeceasedRecordsService,
  ) {}

  async of(user: User): Promise<ObituaryActor> {
    const role = roleOf(user);
    if (role === 'admin') return { user, isAdmin: true, partnerId: null };
    if (role !== 'partner') throw AuthErrors.accessDenied();
    const partner = await this.partners.findByUser(user.id);
    if (!partner) throw AuthErrors.accessDenied();
    return { user, isAdmin: false, partnerId: partner.id };
  }

  /** The record, locked on MariaDB for the rest of the transaction, if the actor may touch it; else 404. */
  async record(manager: EntityManager, actor: ObituaryActor, id: number): Promise<Deceased> {
    return this.allowed(actor, await this.records.locked(manager, id));
  }

  /** The same check on a plain read (the edit form's data). */
  async read(actor: ObituaryActor, id: number): Promise<Deceased> {
    return this.allowed(actor, await this.records.findOrNull(id));
  }

  private allowed(actor: ObituaryActor, person: Deceased | null): Deceased {
    if (!person || (!actor.isAdmin && person.partnerId !== actor.partnerId))
      throw DeceasedErrors.panelNotFound();
    return person;
  }
}

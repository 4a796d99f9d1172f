import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';
import { parseId } from '../../common/ids';
import type { User } from '../accounts/user.entity';
import { AuthErrors } from '../auth/auth.errors';
import { DomainEvents, pageContentChanged } from '../domain-events/domain-events.service';
import { Deceased } from './deceased.entity';
import { DeceasedErrors } from './deceased.errors';
import { formatGravePoint, insideItaly, validLatLng, type GravePoint } from './grave-point';
import { mayManagePage } from './page-access';
import { PageRoles } from './page-roles';
import { AuditService } from '../audit/audit.service';
import { recordManagerAction } from '../page-members/manager-activity';

export const GravePointMessages = {
  saved: 'Posizione della tomba salvata',
  cleared: 'Posizione della tomba rimossa',
  outsideItaly:
    "Il punto indicato è fuori dall'Italia. Controlla le coordinate: se sono giuste, conferma per salvarle.",
} as const;

/** Raw fields of the owner's form: both empty clears the point; `confirm` '1' keeps a point out of Italy. */
export interface GravePointInput {
  lat?: unknown;
  lng?: unknown;
  confirm?: unknown;
}

const DEGREES = /^\s*-?\d{1,3}(?:[.,]\d{1,10})?\s*$/;

function degrees(raw: unknown): number | null | undefined {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== 'string' || !DEGREES.test(raw)) return undefined;
  return Number(raw.trim().replace(',', '.'));
}

/**
 * The grave's point on the map (graveyard_address), set by the page's owner from the client panel by typing
 * coordinates or taking the phone's position; the memorial page shows 'Indicazioni per la tomba' from it.
 */
@Injectable()
export class GravePointService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly domainEvents: DomainEvents,
    private readonly pageRoles: PageRoles,
    private readonly audit: AuditService,
  ) {}

  async set(rawId: string, user: User, input: GravePointInput): Promise<GravePoint | null> {
    const id = parseId(rawId);
    const lat = degrees(input.lat);
    const lng = degrees(input.lng);
    const fields: Record<string, string> = {};
    if (lat === undefined || (lat !== null && Math.abs(lat) > 90)) fields.lat = CommonMessages.invalid;
    if (lng === undefined || (lng !== null && Math.abs(lng) > 180)) fields.lng = CommonMessages.invalid;
    if (lat === null && lng !== null && lng !== undefined) fields.lat = CommonMessages.required;
    if (lng === null && lat !== null && lat !== undefined) fields.lng = CommonMessages.required;
    if (Object.keys(fields).length > 0) throw CommonErrors.validation(fields);
    const point = lat != null && lng != null && validLatLng(lat, lng) ? { lat, lng } : null;
    const confirmed = input.confirm === '1' || input.confirm === 1 || input.confirm === true;
    if (point && !insideItaly(point) && !confirmed)
      throw new AppError(409, 'GRAVE_POINT_OUTSIDE_ITALY', GravePointMessages.outsideItaly, { point });

    await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Deceased);
      const person = await repository.findOneBy({ id });
      if (!person) throw DeceasedErrors.panelNotFound();
      const role = await this.pageRoles.roleOn(id, user.id, manager);
      if (!mayManagePage(user, person, role)) throw AuthErrors.accessDenied();
      const graveyardAddress = point ? formatGravePoint(point) : null;
      await repository.update({ id }, { graveyardAddress });
      await recordManagerAction(this.audit, manager, {
        actor: user,
        role,
        deceasedId: id,
        action: 'pageManager.gravePoint',
        values: { gravePoint: graveyardAddress },
      });
      await this.domainEvents.raise(manager, pageContentChanged(id, 'deceased'));
    });
    return point;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { parseId } from '../../../common/ids';
import { mediaUrl } from '../../../common/media-url';
import { FieldProblems } from '../../accounts/account-rules';
import { AccountsService } from '../../accounts/accounts.service';
import type { User } from '../../accounts/user.entity';
import { AuditService } from '../../audit/audit.service';
import { DeceasedRecordsService } from '../../deceased/deceased-records.service';
import { DuplicateDeceased } from '../../deceased/duplicate-deceased';
import { PageLife } from '../../deceased/page-life';
import { DeceasedRemovalHooks } from '../../deceased/deceased-removal-hooks';
import {
  DomainEvents,
  pageContentChanged,
  partnerPagesChanged,
} from '../../domain-events/domain-events.service';
import { UploadsService } from '../../media/uploads.service';
import { MemorialsService } from '../../memorials/memorials.service';
import { DeceasedFuneralPlace } from '../deceased-funeral-place.entity';
import { DeceasedReferringPlace } from '../deceased-referring-place.entity';
import { parseManifestTexts } from '../manifest-texts';
import type {
  ObituaryCheckDto,
  ObituaryCheckResultDto,
  ObituaryDeletedDto,
  ObituaryRecordDto,
} from './dto/obituary-form.dto';
import { ObituaryActors } from './obituary-actor';
import { dayOf } from './obituary-form-rules';
import { ObituaryFormErrors } from './obituary-forms.errors';
import { ownFile } from './obituary-forms.service';

const slashed = (day: string | null) => (day ? day.replace(/-/g, '/') : null);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** One record for its edit form, the duplicate check and obituaryDelete (spec panels §4, §5, §7). */
@Injectable()
export class ObituaryRecordsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly actors: ObituaryActors,
    private readonly deceasedRecords: DeceasedRecordsService,
    private readonly duplicates: DuplicateDeceased,
    private readonly pageLife: PageLife,
    private readonly memorials: MemorialsService,
    private readonly removal: DeceasedRemovalHooks,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
    private readonly uploads: UploadsService,
  ) {}

  async read(rawId: string, user: User): Promise<ObituaryRecordDto> {
    const actor = await this.actors.of(user);
    const id = parseId(rawId);
    const person = await this.actors.read(actor, id);
    const [funeral, referring, memorial, scheduled] = await Promise.all([
      this.dataSource
        .getRepository(DeceasedFuneralPlace)
        .find({ where: { deceasedId: id }, order: { position: 'ASC' } }),
      this.dataSource
        .getRepository(DeceasedReferringPlace)
        .find({ where: { deceasedId: id }, order: { id: 'ASC' } }),
      this.memorials.findEntityForDeceased(id),
      this.pageLife.isScheduled(id),
    ]);
    return {
      ID: person.id,
      name: person.name,
      surname: person.surname,
      gender: person.gender,
      dateOfBirth: slashed(person.dateOfBirth),
      dateOfDeath: slashed(person.dateOfDeath),
      age: person.age,
      aphorism: person.aphorism,
      graveyardName: person.graveyardName,
      graveyardRegion: person.graveyardRegionId,
      graveyardProvince: person.graveyardProvinceId,
      graveyardCity: person.graveyardLocationId,
      graveyardCap: person.graveyardCap,
      graveyardAddress: person.graveyardAddress,
      partnerID: person.partnerId ?? -1,
      showPage: person.showPage,
      enabled: person.enabled,
      contoVendita: person.contoVendita,
      pageID: person.pageId,
      photo: mediaUrl(person.photo),
      lapidePhoto: mediaUrl(person.lapidePhoto),
      publishDate: seconds(person.publicationTime),
      scheduled,
      hasNotice: person.manifestTexts !== null,
      funeralDate: slashed(person.funeralDate),
      obituaryNote: person.obituaryNote,
      manifestTexts: parseManifestTexts(person.manifestTexts),
      manifestBg: person.manifestBg,
      manifestPhoto: mediaUrl(person.manifestPhoto),
      manifestImage: mediaUrl(person.manifestImage),
      manifestCustom: mediaUrl(person.manifestCustom),
      funeralPlaces: funeral.map((row) => ({
        name: row.name,
        region: row.regionId,
        province: row.provinceId,
        location: row.locationId,
        cap: row.cap,
      })),
      referringPlaces: referring.map((row) => ({
        region: row.regionId,
        province: row.provinceId ?? -1,
        location: row.locationId ?? -1,
        cap: row.cap,
      })),
      memorial: memorial
        ? { ID: memorial.id, bio: memorial.bio, expirationDate: seconds(memorial.expiresAt) }
        : null,
    };
  }

  /**
   * obituaryCheck (spec panels §4, §5): the form's fields read, then the duplicate-notice check of the
   * deceased module (DuplicateDeceased: same name, surname, dates and graveyard place, any partner's; the
   * answer names nothing of it).
   */
  async check(body: ObituaryCheckDto, user: User): Promise<ObituaryCheckResultDto> {
    await this.actors.of(user);
    const problems = new FieldProblems();
    const name = (body['obituary-deceased-name'] ?? '').trim();
    const surname = (body['obituary-deceased-surname'] ?? '').trim();
    if (!name) problems.add('obituary-deceased-name', 'Campo obbligatorio');
    if (!surname) problems.add('obituary-deceased-surname', 'Campo obbligatorio');
    const death = dayOf(body['obituary-deceased-death-date'], 'obituary-deceased-death-date', problems);
    const born = dayOf(body['obituary-deceased-born-date'], 'obituary-deceased-born-date', problems);
    const place = (field: keyof ObituaryCheckDto) => {
      const text = (body[field] ?? '').trim();
      if (text === '' || text === '-1') return null;
      if (/^\d{1,9}$/.test(text)) return Number(text);
      problems.add(field, 'Campo non valido');
      return null;
    };
    const region = place('obituary-deceased-graveyard-region');
    const province = place('obituary-deceased-graveyard-province');
    const location = place('obituary-deceased-graveyard-location');
    problems.throwIfAny();
    const found = await this.duplicates.isAlreadyOnPlatform({
      name,
      surname,
      dateOfBirth: born,
      dateOfDeath: death,
      graveyardRegionId: region,
      graveyardProvinceId: province,
      graveyardLocationId: location,
    });
    if (found) throw ObituaryFormErrors.duplicate();
    return { duplicate: false };
  }

  /**
   * obituaryDelete: a notice-only record (showPage 0) is deleted with what belongs to it (the removal hooks
   * of deceasedDelete); a tombstone only loses its notice data. Files are deleted once committed.
   */
  async delete(rawId: string, user: User): Promise<ObituaryDeletedDto> {
    const actor = await this.actors.of(user);
    const id = parseId(rawId);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const person = await this.actors.record(manager, actor, id);
      const manifestFiles = [person.manifestPhoto, person.manifestImage, person.manifestCustom];
      let deleted: boolean;
      /** Files that are this record's alone: released (dedications…), the generated manifesto. */
      let always: Array<string | null> = [person.manifestImage];
      let files: Array<string | null>;
      let changes: Record<string, unknown> = {};
      if (person.showPage === 0) {
        const released = await this.removal.run(manager, id);
        await this.deceasedRecords.remove(manager, id);
        deleted = true;
        changes = released.changes;
        files = [person.photo, person.lapidePhoto, ...manifestFiles];
        always = [...always, ...released.files];
      } else {
        if (person.manifestTexts === null) throw ObituaryFormErrors.noNotice();
        await this.deceasedRecords.clearNotice(manager, id);
        await manager.delete(DeceasedFuneralPlace, { deceasedId: id });
        deleted = false;
        files = manifestFiles;
      }
      if (actor.isAdmin) {
        const owner = person.ownerUserId ? await this.accounts.findById(person.ownerUserId, manager) : null;
        await this.audit.record(manager, {
          actor: actor.user,
          acted: owner ? { id: owner.id, username: owner.username } : null,
          action: deleted ? 'obituary.delete' : 'obituary.deleteNotice',
          targetType: 'deceased',
          targetId: id,
          oldValues: {
            name: person.name,
            surname: person.surname,
            showPage: person.showPage,
            partnerId: person.partnerId,
          },
          newValues: changes,
        });
      }
      await this.domainEvents.raise(
        manager,
        pageContentChanged(id, 'notice'),
        partnerPagesChanged('obituaries'),
      );
      return { deleted, files, always };
    });
    // Never before the commit: a rolled-back delete keeps its files. Generated manifesto images too.
    const gone = [...outcome.files.filter(ownFile), ...outcome.always];
    for (const file of new Set(gone)) if (file) await this.uploads.remove(file).catch(() => undefined);
    return { deceasedID: id, deleted: outcome.deleted };
  }
}

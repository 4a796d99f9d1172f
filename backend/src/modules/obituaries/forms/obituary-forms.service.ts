import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { parseId } from '../../../common/ids';
import { validatedFields } from '../../../common/validation';
import { FieldProblems } from '../../accounts/account-rules';
import { AccountPlacesService } from '../../accounts/account-places.service';
import { AccountsService } from '../../accounts/accounts.service';
import type { User } from '../../accounts/user.entity';
import { AuditService } from '../../audit/audit.service';
import type { Deceased } from '../../deceased/deceased.entity';
import { DeceasedRecordsService, type DeceasedChanges } from '../../deceased/deceased-records.service';
import { PageCacheService } from '../../deceased/page-cache.service';
import { UploadsService, type ReceivedFile } from '../../media/uploads.service';
import { MEMORIAL_MAX_PHOTOS, MEMORIAL_MAX_VIDEOS } from '../../memorials/memorial-orders.service';
import { MemorialsService } from '../../memorials/memorials.service';
import { PartnersService } from '../../partners/partners.service';
import { Clock } from '../../scheduler/clock';
import { DeceasedFuneralPlace } from '../deceased-funeral-place.entity';
import { serializeManifestTexts } from '../manifest-texts';
import { ObituariesService } from '../obituaries.service';
import { ObituaryFormFieldsDto, type ObituarySavedDto } from './dto/obituary-form.dto';
import { MANIFESTO_REGENERATOR, type ManifestoRegenerator } from './manifesto-hook';
import { ObituaryActors, type ObituaryActor } from './obituary-actor';
import {
  checkObituaryForm,
  FORM_PARTS,
  type FormKind,
  type ObituaryForm,
  type PlaceRow,
} from './obituary-form-rules';
import { ObituaryFormMessages as M } from './obituary-forms.errors';
import { ObituaryPublications } from './obituary-publications';

/** Files of these forms live here; only these are deleted when replaced (demo media are shared). */
export const FORM_MEDIA_FOLDER = 'obituary';
const FILE_FIELDS = {
  photo: { kind: 'photo', max: 1 },
  'photo-lapide': { kind: 'photo', max: 1 },
  manifest_photo: { kind: 'photo', max: 1 },
  'photo-custom-manifest': { kind: 'photo', max: 1 },
  images: { kind: 'photo', max: MEMORIAL_MAX_PHOTOS },
  video: { kind: 'video', max: MEMORIAL_MAX_VIDEOS },
} as const;
type FileField = keyof typeof FILE_FIELDS;

const GRAVEYARD_FIELDS = {
  region: 'admin-add-graveyard-region',
  province: 'admin-add-graveyard-province',
  location: 'admin-add-graveyard-city',
  cap: 'admin-add-graveyard-cap',
} as const;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
export const ownFile = (path: string | null): path is string =>
  path !== null && path.startsWith(`${FORM_MEDIA_FOLDER}/`);

/**
 * The deceased and obituary forms (spec panels §2 "Deceased and obituary forms", §3, §4 "Add
 * deceased/obituary", §5, §7): one save for the six forms, each writing its parts of a record (person,
 * tombstone, notice and manifesto, optional memorial). The files go through the upload pipeline and into the
 * media storage before the transaction and are deleted again if it fails; the record, its places, memorial,
 * publication (now, or hidden until publish_date) and the admin's audit row commit together; then the
 * replaced files are deleted, the page cache dropped and the manifesto rendered again.
 */
@Injectable()
export class ObituaryFormsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly actors: ObituaryActors,
    private readonly records: DeceasedRecordsService,
    private readonly partners: PartnersService,
    private readonly uploads: UploadsService,
    private readonly places: AccountPlacesService,
    private readonly obituaries: ObituariesService,
    private readonly publications: ObituaryPublications,
    private readonly memorials: MemorialsService,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly pageCache: PageCacheService,
    private readonly clock: Clock,
    @Inject(MANIFESTO_REGENERATOR) private readonly manifesto: ManifestoRegenerator,
  ) {}

  async save(kind: FormKind, req: Request, user: User): Promise<ObituarySavedDto> {
    const actor = await this.actors.of(user);
    const upload = await this.uploads.receive(req, { files: FILE_FIELDS });
    const received = Object.values(upload.files).flat();
    const committed: string[] = [];
    try {
      const fields = await validatedFields(ObituaryFormFieldsDto, upload.fields);
      const form = await this.check(kind, fields as Record<string, string | undefined>, upload.files);
      const id = FORM_PARTS[kind].create ? null : this.recordId(fields);
      const partnerId = await this.partnerOf(actor, form);
      const stored: Partial<Record<FileField, string[]>> = {};
      for (const [field, files] of Object.entries(upload.files) as Array<[FileField, ReceivedFile[]]>) {
        stored[field] = [];
        for (const file of files) {
          const path = await this.uploads.commit(file, FORM_MEDIA_FOLDER);
          committed.push(path);
          stored[field].push(path);
        }
      }
      const outcome = await this.dataSource.transaction((manager) =>
        this.write(manager, { kind, actor, form, id, partnerId, stored, received: upload.files }),
      );
      committed.length = 0;
      await Promise.all(outcome.replaced.map((path) => this.uploads.remove(path).catch(() => undefined)));
      await this.pageCache.invalidate(outcome.saved.deceasedID);
      await this.pageCache.invalidatePartnerPages();
      if (outcome.hasNotice)
        outcome.saved.manifestRendered = await this.manifesto
          .regenerate(outcome.saved.deceasedID)
          .catch(() => false);
      return outcome.saved;
    } catch (error) {
      await this.uploads.discard(received);
      await Promise.all(committed.map((path) => this.uploads.remove(path).catch(() => undefined)));
      throw error;
    }
  }

  private recordId(fields: ObituaryFormFieldsDto): number {
    const raw = (fields.deceasedID ?? fields.obituaryID ?? '').trim();
    if (raw === '') {
      const problems = new FieldProblems();
      problems.add(fields.obituaryID === undefined ? 'deceasedID' : 'obituaryID', M.required);
      problems.throwIfAny();
    }
    return parseId(raw);
  }

  /** The form's rules, then the places against the location tables (spec panels §4 "Location cascade"). */
  private async check(
    kind: FormKind,
    fields: Record<string, string | undefined>,
    files: Record<string, ReceivedFile[]>,
  ): Promise<ObituaryForm> {
    const problems = new FieldProblems();
    const form = checkObituaryForm(kind, fields, problems);
    if (form.memorialBio !== null && !files.images?.length && !files.video?.length)
      problems.add('images', M.memorialFileRequired);
    const { person } = form;
    if (!Object.values(GRAVEYARD_FIELDS).some((field) => problems.has(field))) {
      const wrong = await this.places.placeProblem({
        regionId: person.graveyardRegionId,
        provinceId: person.graveyardProvinceId,
        locationId: person.graveyardLocationId,
        cap: person.graveyardCap,
      });
      if (wrong) problems.add(GRAVEYARD_FIELDS[wrong], M.invalid);
    }
    const rows: Array<[string, PlaceRow]> = [
      ...form.referring.map((row): [string, PlaceRow] => ['referring-place', row]),
      ...(form.notice?.funeralPlaces ?? []).map((row): [string, PlaceRow] => ['funeral-place', row]),
    ];
    for (const [field, row] of rows) {
      const wrong = await this.places.placeProblem(row);
      if (wrong) problems.add(`${field}.${row.at}.${wrong}`, M.invalid);
    }
    problems.throwIfAny();
    return form;
  }

  /** Admins choose (or 'Nessuno'); a funeral home's records are always its own. */
  private async partnerOf(actor: ObituaryActor, form: ObituaryForm): Promise<number | null | undefined> {
    if (!actor.isAdmin) return actor.partnerId;
    if (typeof form.partnerChoice !== 'number') return form.partnerChoice;
    const partner = await this.partners.findById(form.partnerChoice);
    if (!partner || partner.type !== 'partner') {
      const problems = new FieldProblems();
      problems.add('partnerid', M.invalid);
      problems.throwIfAny();
    }
    return form.partnerChoice;
  }

  private async write(
    manager: EntityManager,
    plan: {
      kind: FormKind;
      actor: ObituaryActor;
      form: ObituaryForm;
      id: number | null;
      partnerId: number | null | undefined;
      stored: Partial<Record<FileField, string[]>>;
      received: Record<string, ReceivedFile[]>;
    },
  ): Promise<{ saved: ObituarySavedDto; replaced: string[]; hasNotice: boolean }> {
    const { kind, actor, form, stored } = plan;
    const parts = FORM_PARTS[kind];
    const now = this.clock.now();
    const before = plan.id === null ? null : await this.actors.record(manager, actor, plan.id);
    const first = (field: FileField) => stored[field]?.[0] ?? null;
    const replaced: string[] = [];
    const swap = (old: string | null, next: string | null, remove: boolean): string | null | undefined => {
      if (next === null && !remove) return undefined;
      if (ownFile(old) && old !== next) replaced.push(old);
      return next;
    };

    const changes: DeceasedChanges = { ...form.person };
    if (plan.partnerId !== undefined) changes.partnerId = plan.partnerId;
    const photo = swap(before?.photo ?? null, first('photo'), form.removePhoto);
    if (photo !== undefined) changes.photo = photo;
    if (parts.tombstone) {
      const lapide = swap(before?.lapidePhoto ?? null, first('photo-lapide'), form.removeLapidePhoto);
      if (lapide !== undefined) changes.lapidePhoto = lapide;
    }
    if (form.notice) {
      const { notice } = form;
      Object.assign(changes, {
        funeralDate: notice.funeralDate,
        obituaryNote: notice.obituaryNote,
        manifestTexts: serializeManifestTexts(notice.texts),
        manifestBg: notice.bg,
      });
      const manifestPhoto = swap(before?.manifestPhoto ?? null, first('manifest_photo'), false);
      if (manifestPhoto !== undefined) changes.manifestPhoto = manifestPhoto;
      const custom = swap(before?.manifestCustom ?? null, first('photo-custom-manifest'), notice.resetCustom);
      if (custom !== undefined) changes.manifestCustom = custom;
    }

    let id: number;
    if (before === null) {
      const created = await this.records.create(manager, {
        ...changes,
        ...form.person,
        partnerId: plan.partnerId ?? null,
        ownerUserId: null,
        showPage: parts.tombstone ? 1 : 0,
        enabled: 0,
        contoVendita: 0,
        publicationTime: form.publishAt ?? now,
        createdAt: now,
      });
      id = created.id;
    } else {
      id = before.id;
      await this.records.update(manager, id, changes);
    }
    if (form.notice) {
      const funeral = manager.getRepository(DeceasedFuneralPlace);
      await funeral.delete({ deceasedId: id });
      await funeral.insert(
        form.notice.funeralPlaces.map(({ at: _at, ...place }, position) => ({
          ...place,
          position,
          deceasedId: id,
        })),
      );
    }
    await this.obituaries.setReferringPlaces(
      manager,
      id,
      form.referring.map(({ regionId, provinceId, locationId, cap }) => ({
        regionId,
        provinceId,
        locationId,
        cap,
      })),
    );

    let memorialID: number | null = null;
    if (form.memorialBio !== null) {
      const memorial = await this.memorials.extendOneYear(manager, id, form.memorialBio, now);
      const media = [
        ...(stored.images ?? []).map((file) => ({ type: 'photo' as const, file })),
        ...(stored.video ?? []).map((file) => ({ type: 'video' as const, file })),
      ];
      await this.memorials.addMedia(memorial.id, media, manager);
      memorialID = memorial.id;
    }

    const publication = await this.publications.apply(manager, id, {
      publishAt: form.publishAt,
      created: before === null,
      now,
    });
    const after = await this.records.find(manager, id);
    if (actor.isAdmin) {
      const owner = after.ownerUserId ? await this.accounts.findById(after.ownerUserId, manager) : null;
      await this.audit.record(manager, {
        actor: actor.user,
        acted: owner ? { id: owner.id, username: owner.username } : null,
        action: `obituary.${kind}`,
        targetType: 'deceased',
        targetId: id,
        oldValues: before ? this.auditValues(before) : null,
        newValues: { ...this.auditValues(after), ...(memorialID ? { memorialId: memorialID } : {}) },
      });
    }
    return {
      saved: {
        deceasedID: id,
        showPage: after.showPage,
        enabled: after.enabled,
        publishDate: seconds(after.publicationTime),
        scheduled: publication.scheduled,
        partnerID: after.partnerId ?? -1,
        memorialID,
        manifestRendered: false,
      },
      replaced,
      hasNotice: after.manifestTexts !== null,
    };
  }

  private auditValues(person: Deceased): Record<string, unknown> {
    return {
      name: person.name,
      surname: person.surname,
      partnerId: person.partnerId,
      showPage: person.showPage,
      enabled: person.enabled,
      publicationTime: person.publicationTime.toISOString(),
      photo: person.photo,
      lapidePhoto: person.lapidePhoto,
      manifestCustom: person.manifestCustom,
    };
  }
}

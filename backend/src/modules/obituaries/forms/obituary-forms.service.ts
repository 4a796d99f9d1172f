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
import {
  DeceasedRecordsService,
  type NoticeColumns,
  type PhotoColumns,
} from '../../deceased/deceased-records.service';
import { PageLife } from '../../deceased/page-life';
import {
  DomainEvents,
  pageContentChanged,
  partnerPagesChanged,
} from '../../domain-events/domain-events.service';
import { UploadsService, type ReceivedFile } from '../../media/uploads.service';
import { MEMORIAL_MAX_VIDEOS } from '../../memorials/memorial-orders.service';
import { MEMORIAL_MAX_PHOTOS } from '../../../common/spec-limits';
import { MemorialsService } from '../../memorials/memorials.service';
import { PartnersService } from '../../partners/partners.service';
import { Clock } from '../../scheduler/clock';
import { DeceasedFuneralPlace } from '../deceased-funeral-place.entity';
import { DeceasedReferringPlace } from '../deceased-referring-place.entity';
import { serializeManifestTexts } from '../manifest-texts';
import { ObituariesService } from '../obituaries.service';
import { ObituaryFormFieldsDto, type ObituarySavedDto } from './dto/obituary-form.dto';
import { MANIFESTO_REGENERATOR, type ManifestoRegenerator } from './manifesto-hook';
import { ObituaryActors, type ObituaryActor } from './obituary-actor';
import { storedFormFields, withStoredFields } from './obituary-form-stored';
import {
  checkObituaryForm,
  FORM_PARTS,
  type FormKind,
  type FuneralRow,
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
const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : value);
/** Whether a column of the record differs between two reads of it. */
const rowChanged = (before: Deceased, after: Deceased) =>
  (Object.keys(after) as Array<keyof Deceased>).some(
    (column) => comparable(before[column]) !== comparable(after[column]),
  );
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
    private readonly pageLife: PageLife,
    private readonly memorials: MemorialsService,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly domainEvents: DomainEvents,
    private readonly clock: Clock,
    @Inject(MANIFESTO_REGENERATOR) private readonly manifesto: ManifestoRegenerator,
  ) {}

  async save(kind: FormKind, req: Request, user: User): Promise<ObituarySavedDto> {
    const actor = await this.actors.of(user);
    // An edit's record is checked on the fields sent before the files: another's never streams a file in.
    let id: number | null = null;
    let edited: Deceased | null = null;
    const upload = await this.uploads.receive(req, {
      files: FILE_FIELDS,
      authorize: async (fields) => {
        if (FORM_PARTS[kind].create) return;
        id = this.recordId(fields);
        edited = await this.actors.read(actor, id);
      },
    });
    const received = Object.values(upload.files).flat();
    const committed: string[] = [];
    try {
      const sent = (await validatedFields(ObituaryFormFieldsDto, upload.fields)) as Record<
        string,
        string | undefined
      >;
      // An edit changes what it carries; a field it leaves out keeps its stored value.
      const fields = edited === null ? sent : withStoredFields(sent, await this.storedFields(kind, edited));
      const form = await this.check(kind, fields, upload.files);
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
      await this.domainEvents.raise(null, pageContentChanged(outcome.saved.deceasedID, 'notice'));
      await this.domainEvents.raise(null, partnerPagesChanged('obituaries'));
      if (outcome.hasNotice && outcome.changed)
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

  /** The edited record as the fields of the form `kind` (obituary-form-stored.ts). */
  private async storedFields(kind: FormKind, person: Deceased): Promise<Record<string, string>> {
    const funeral = await this.dataSource
      .getRepository(DeceasedFuneralPlace)
      .find({ where: { deceasedId: person.id }, order: { position: 'ASC', id: 'ASC' } });
    const referring = await this.dataSource
      .getRepository(DeceasedReferringPlace)
      .find({ where: { deceasedId: person.id }, order: { id: 'ASC' } });
    return storedFormFields(kind, person, { funeral, referring });
  }

  /**
   * The edited record's id, from the fields sent before the first file (docs/contracts.md "Deceased and
   * obituary forms"): missing there, it is refused with a message that says where it belongs.
   */
  private recordId(fields: Readonly<Record<string, string | undefined>>): number {
    const raw = (fields.deceasedID ?? fields.obituaryID ?? '').trim();
    if (raw === '') {
      const problems = new FieldProblems();
      problems.add(fields.obituaryID === undefined ? 'deceasedID' : 'obituaryID', M.recordIdFirst);
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
  ): Promise<{ saved: ObituarySavedDto; replaced: string[]; hasNotice: boolean; changed: boolean }> {
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

    const photos: PhotoColumns = {};
    const photo = swap(before?.photo ?? null, first('photo'), form.removePhoto);
    if (photo !== undefined) photos.photo = photo;
    if (parts.tombstone) {
      const lapide = swap(before?.lapidePhoto ?? null, first('photo-lapide'), form.removeLapidePhoto);
      if (lapide !== undefined) photos.lapidePhoto = lapide;
    }
    let noticeColumns: NoticeColumns | null = null;
    if (form.notice) {
      const { notice } = form;
      noticeColumns = {
        funeralDate: notice.funeralDate,
        obituaryNote: notice.obituaryNote,
        manifestTexts: serializeManifestTexts(notice.texts),
        manifestBg: notice.bg,
      };
      const manifestPhoto = swap(before?.manifestPhoto ?? null, first('manifest_photo'), false);
      if (manifestPhoto !== undefined) noticeColumns.manifestPhoto = manifestPhoto;
      const custom = swap(before?.manifestCustom ?? null, first('photo-custom-manifest'), notice.resetCustom);
      if (custom !== undefined) noticeColumns.manifestCustom = custom;
    }

    let id: number;
    if (before === null) {
      const created = await this.pageLife.createDraft(manager, {
        ...form.person,
        ...photos,
        ...noticeColumns,
        partnerId: plan.partnerId ?? null,
        ownerUserId: null,
        showPage: parts.tombstone ? 1 : 0,
        contoVendita: 0,
        publicationTime: form.publishAt ?? now,
        createdAt: now,
      });
      id = created.id;
    } else {
      id = before.id;
      await this.records.updatePerson(manager, id, form.person);
      if (plan.partnerId !== undefined) await this.records.setPartner(manager, id, plan.partnerId);
      await this.records.setPhotos(manager, id, photos);
      if (noticeColumns) await this.records.setNotice(manager, id, noticeColumns);
    }
    let placesChanged = false;
    if (form.notice) {
      placesChanged = await this.setFuneralPlaces(manager, id, form.notice.funeralPlaces);
    }
    placesChanged =
      (await this.obituaries.setReferringPlaces(
        manager,
        id,
        form.referring.map(({ regionId, provinceId, locationId, cap }) => ({
          regionId,
          provinceId,
          locationId,
          cap,
        })),
      )) || placesChanged;

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
      // Saved unchanged: the manifesto stays (a new render would change its image's path).
      changed: before === null || placesChanged || after.manifestImage === null || rowChanged(before, after),
    };
  }

  /** The notice's funeral places in form order; rewritten only when they differ. True when rewritten. */
  private async setFuneralPlaces(manager: EntityManager, id: number, places: FuneralRow[]): Promise<boolean> {
    const funeral = manager.getRepository(DeceasedFuneralPlace);
    const rows = places.map(({ at: _at, ...place }, position) => ({ ...place, position, deceasedId: id }));
    const stored = await funeral.find({ where: { deceasedId: id }, order: { position: 'ASC', id: 'ASC' } });
    const same =
      stored.length === rows.length &&
      stored.every((row, at) =>
        (['position', 'name', 'regionId', 'provinceId', 'locationId', 'cap'] as const).every(
          (key) => row[key] === rows[at][key],
        ),
      );
    if (same) return false;
    await funeral.delete({ deceasedId: id });
    await funeral.insert(rows);
    return true;
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

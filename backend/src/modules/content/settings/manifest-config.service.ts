import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { overStored } from '../../../common/kept-fields';
import { normalizeEmail, normalizeTelephone } from '../../accounts/account-rules';
import type { User } from '../../accounts/user.entity';
import { AuditService } from '../../audit/audit.service';
import { Clock } from '../../scheduler/clock';
import { ContentErrors, ContentMessages } from '../content.errors';
import type { ManifestConfigDto, SetManifestConfigDto } from '../dto/manifest-config.dto';
import { PlatformSetting } from './platform-setting.entity';

/** The platform_settings keys of spec panels §3 "Manifesto config". */
const KEYS = { manifestoEmail: 'manifesto.email', manifestoWapp: 'manifesto.wapp' } as const;
type Field = keyof typeof KEYS;
const FIELDS = Object.keys(KEYS) as Field[];

/**
 * The manifesto and tombstone contact data (spec panels §2 #modify, §3 "Manifesto config", §7
 * getManifestConfig / setManifestConfig): the e-mail and WhatsApp number printed on manifestos. The number
 * is stored as '+{dial}-{digits}'; one without a dash gets the Italian +39 (spec panels §3).
 */
@Injectable()
export class ManifestConfigService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<ManifestConfigDto> {
    const rows = await this.dataSource
      .getRepository(PlatformSetting)
      .findBy({ key: In(Object.values(KEYS)) });
    const value = (field: Field) => rows.find((row) => row.key === KEYS[field])?.value ?? null;
    return { manifestoEmail: value('manifestoEmail'), manifestoWapp: value('manifestoWapp') };
  }

  /**
   * Validates both fields, saves them and writes the audit row (changed fields only) in one transaction. A
   * field the request leaves out keeps its stored value; an unchanged form writes nothing.
   */
  async set(body: SetManifestConfigDto, admin: User): Promise<ManifestConfigDto> {
    const stored = await this.get();
    const next = this.validated(
      overStored(
        { manifestoEmail: stored.manifestoEmail ?? '', manifestoWapp: stored.manifestoWapp ?? '' },
        body,
      ),
    );
    await this.dataSource.transaction(async (manager) => {
      const settings = manager.getRepository(PlatformSetting);
      const rows = await settings.findBy({ key: In(Object.values(KEYS)) });
      const oldValues: Record<string, unknown> = {};
      const newValues: Record<string, unknown> = {};
      for (const field of FIELDS) {
        const old = rows.find((row) => row.key === KEYS[field])?.value ?? null;
        if (old === next[field]) continue;
        oldValues[field] = old;
        newValues[field] = next[field];
        await settings.save({ key: KEYS[field], value: next[field], updatedAt: this.clock.now() });
      }
      if (Object.keys(newValues).length === 0) return;
      await this.audit.record(manager, {
        actor: admin,
        action: 'setManifestConfig',
        targetType: 'platformSettings',
        targetId: 'manifesto',
        oldValues,
        newValues,
      });
    });
    return next;
  }

  private validated(body: SetManifestConfigDto): ManifestConfigDto {
    const fields: Record<string, string> = {};
    const emailText = (body.manifestoEmail ?? '').trim();
    const wappText = (body.manifestoWapp ?? '').trim();
    const manifestoEmail = emailText ? normalizeEmail(emailText) : null;
    const manifestoWapp = wappText ? normalizeTelephone(wappText) : null;
    if (!emailText) fields.manifestoEmail = ContentMessages.required;
    else if (!manifestoEmail) fields.manifestoEmail = ContentMessages.mailInvalid;
    if (!wappText) fields.manifestoWapp = ContentMessages.required;
    else if (!manifestoWapp) fields.manifestoWapp = ContentMessages.phoneInvalid;
    if (Object.keys(fields).length > 0 || !manifestoEmail || !manifestoWapp)
      throw ContentErrors.fields(fields);
    return { manifestoEmail, manifestoWapp };
  }
}

import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { basename, join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DEMO_ASSETS_DIR } from '../../config/paths';
import { AccountsService } from '../accounts/accounts.service';
import { hashPassword } from '../auth/auth.service';
import { verifyPassword } from '../auth/passwords';
import { DeceasedService } from '../deceased/deceased.service';
import { DedicationsService } from '../dedications/dedications.service';
import { InvoicesService } from '../invoices/invoices.service';
import { LampDemoService } from '../lamps/lamp-demo.service';
import { MediaStorage } from '../media/storage/media-storage';
import { MemorialsService } from '../memorials/memorials.service';
import { PartnersService } from '../partners/partners.service';
import {
  DEMO_ACCOUNTS,
  DEMO_CLIENT_ADDRESS,
  DEMO_CLIENT_ZONE,
  DEMO_DECEASED,
  DEMO_LAMP_SUBSCRIBER,
  DEMO_MEMORIAL,
  DEMO_MEMORIAL_MEDIA,
  DEMO_PARTNER_PAGE,
  DEMO_PASSWORD,
  DEMO_MEMORIAL_DEDICATIONS,
  DEMO_PENDING_DEDICATION,
  DEMO_PHOTO,
  DEMO_RICORDO_COMPANY,
} from './demo-data';

/**
 * Demo data (DESIGN "Data": memorial 1000 and one account per role, only in demo mode). Runs after every
 * module's onModuleInit, so reference data is in place. Idempotent: existing rows are left as they are.
 */
@Injectable()
export class DemoSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeeder.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountsService,
    private readonly partners: PartnersService,
    private readonly deceased: DeceasedService,
    private readonly memorials: MemorialsService,
    private readonly dedications: DedicationsService,
    private readonly lampDemo: LampDemoService,
    private readonly invoices: InvoicesService,
    private readonly storage: MediaStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.demoMode) {
      if (this.config.production) await this.refuseDemoAccounts();
      return;
    }
    await this.copyDemoMedia();
    // Ricordo's company data first: the demo lamp's payment below is invoiced (docs/contracts.md "Invoices").
    if (!(await this.invoices.ricordoCompany())) await this.invoices.saveRicordoCompany(DEMO_RICORDO_COMPANY);
    const userIds = new Map<string, number>();
    const partnerIds = new Map<string, number>();
    let passwordHash: string | null = null;
    for (const account of DEMO_ACCOUNTS) {
      let user = await this.accounts.findByUsername(account.user.username);
      if (!user) {
        passwordHash ??= await hashPassword(DEMO_PASSWORD);
        user = await this.accounts.create({ ...account.user, passwordHash });
        if (account.user.platformAccess === 0) {
          await this.accounts.addAddress(user.id, DEMO_CLIENT_ADDRESS);
          await this.accounts.replaceZones(user.id, [DEMO_CLIENT_ZONE]);
        }
        this.logger.log({ msg: 'demo account created', username: user.username });
      }
      userIds.set(user.username, user.id);
      if (account.company) {
        const partner = await this.partners.ensureForUser(
          user.id,
          account.company.name,
          account.company.type,
        );
        partnerIds.set(user.username, partner.id);
        if (user.username === 'partnerdemo' && partner.description === null)
          await this.partners.updatePublicPage(partner.id, DEMO_PARTNER_PAGE);
      }
    }
    for (const { owner, partner, ...person } of DEMO_DECEASED) {
      await this.deceased.upsert({
        ...person,
        ownerUserId: owner ? (userIds.get(owner) ?? null) : null,
        partnerId: partner ? (partnerIds.get(partner) ?? null) : null,
      });
    }
    if (!(await this.memorials.findForDeceased(DEMO_MEMORIAL.deceasedId))) {
      await this.memorials.create(DEMO_MEMORIAL.deceasedId, DEMO_MEMORIAL.bio, DEMO_MEMORIAL.expiresAt);
    }
    const memorial = await this.memorials.findForDeceased(DEMO_MEMORIAL.deceasedId);
    if (memorial && (await this.memorials.countMedia(memorial.ID)) === 0) {
      await this.memorials.addMedia(memorial.ID, DEMO_MEMORIAL_MEDIA);
    }
    if ((await this.dedications.countForDeceased(DEMO_PENDING_DEDICATION.deceasedId)) === 0) {
      await this.dedications.create(DEMO_PENDING_DEDICATION);
    }
    // The memorial page's other dedication states (added after the pending one: seeded once, on top of it).
    if ((await this.dedications.countForDeceased(DEMO_PENDING_DEDICATION.deceasedId)) === 1) {
      for (const dedication of DEMO_MEMORIAL_DEDICATIONS) await this.dedications.create(dedication);
    }
    // The demo memorial's votive lamp, run by lampadedemo and paid (simulated in demo mode by
    // DemoLampRunner).
    const lampManager = userIds.get('lampadedemo');
    if (lampManager) await this.lampDemo.ensure(lampManager, DEMO_MEMORIAL.deceasedId, DEMO_LAMP_SUBSCRIBER);
  }

  /**
   * A production start on a database that a demo once filled would keep accounts whose password is
   * public (README): refuse to start until they are removed or given a password of their own.
   */
  private async refuseDemoAccounts(): Promise<void> {
    const open: string[] = [];
    for (const { user } of DEMO_ACCOUNTS) {
      const found = await this.accounts.findByUsername(user.username);
      if (found?.passwordHash && (await verifyPassword(found.passwordHash, DEMO_PASSWORD)))
        open.push(found.username);
    }
    if (open.length > 0)
      throw new Error(
        `the database holds demo accounts with the public demo password (${open.join(', ')}): ` +
          'change their passwords or delete them before a production start, or start with DEMO_MODE=1',
      );
  }

  private async copyDemoMedia(): Promise<void> {
    for (const key of [DEMO_PHOTO, ...DEMO_MEMORIAL_MEDIA.map((item) => item.file)]) {
      if (await this.storage.exists(key)) continue;
      await this.storage.write(key, createReadStream(join(DEMO_ASSETS_DIR, basename(key))));
    }
  }
}

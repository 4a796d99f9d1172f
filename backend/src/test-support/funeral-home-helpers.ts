import { saveDeceased } from './deceased-helpers';
import { savePlaque } from './qr-helpers';
import { browser, signIn, type Browser, type TestApp } from './test-app';
import { AccountsService } from '../modules/accounts/accounts.service';
import { hashPassword } from '../modules/auth/passwords';
import type { Deceased } from '../modules/deceased/deceased.entity';
import { Dedication } from '../modules/dedications/dedication.entity';
import { PartnersService } from '../modules/partners/partners.service';
import type { QrCode } from '../modules/qrcodes/qr-code.entity';

/** Funeral homes and their records for the partner panel specs. */

let homes = 0;

export interface FuneralHome {
  userId: number;
  partnerId: number;
  agent: Browser;
}

/** A new funeral home (partner account of type 'partner' with its company), signed in. */
export async function createFuneralHome(testApp: TestApp, name: string): Promise<FuneralHome> {
  homes += 1;
  const password = 'PasswordDiProva1';
  const username = `onoranze${Date.now().toString(36)}${homes}`;
  const user = await testApp.app.get(AccountsService).create({
    username,
    email: `${username}@example.com`,
    telephone: null,
    name: 'Marco',
    surname: 'Bianchi',
    passwordHash: await hashPassword(password),
    platformAccess: 2,
    partnerType: 'partner',
  });
  const partner = await testApp.app.get(PartnersService).ensureForUser(user.id, name, 'partner');
  const agent = await browser(testApp);
  await signIn(agent, username, password);
  return { userId: user.id, partnerId: partner.id, agent };
}

/** A pending dedication on a deceased, left by a giver with an e-mail (as the paid checkout leaves it). */
export async function savePendingDedication(
  testApp: TestApp,
  deceasedId: number,
  giverEmail = 'giver@example.com',
): Promise<Dedication> {
  const repository = testApp.dataSource.getRepository(Dedication);
  return repository.save(
    repository.create({
      deceasedId,
      type: 'dedica-cero',
      text: 'Un pensiero',
      sign: 'Anna',
      status: 'pending',
      mediaFilename: null,
      mediaType: null,
      giverName: 'Anna',
      giverSurname: 'Rossi',
      giverEmail,
      giverTelephone: null,
      giverContact: 'email',
      createdAt: new Date(),
    }),
  );
}

export interface PartnerRecords {
  /** A digital tombstone (showPage 1) with a plaque, a tombstone photo and graveyard data. */
  tombstone: Deceased;
  /** Its notice (showPage 0, pageID → tombstone) with a generated manifesto. */
  notice: Deceased;
  /** A notice only, not linked. */
  lone: Deceased;
  plaque: QrCode;
  dedication: Dedication;
}

/** A tombstone, its linked notice, a lone notice, the tombstone's plaque and a pending dedication. */
export async function savePartnerRecords(
  testApp: TestApp,
  partnerId: number,
  surname: string,
): Promise<PartnerRecords> {
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const tombstone = await saveDeceased(testApp, {
    name: 'Giovanni',
    surname,
    gender: 'M',
    partnerId,
    showPage: 1,
    publicationTime: now,
    graveyardName: `Cimitero di ${surname}`,
    graveyardRegionId: 10,
    graveyardCap: '20100',
    lapidePhoto: `deceased/lapide-${surname}.jpg`,
  });
  const notice = await saveDeceased(testApp, {
    name: 'Giovanni',
    surname,
    gender: 'M',
    partnerId,
    showPage: 0,
    publicationTime: now,
    graveyardName: null,
    pageId: tombstone.id,
    manifestTexts: '{}',
    manifestImage: `obituaries/manifesto-${surname}.jpg`,
    funeralDate: '2026-11-20',
  });
  const lone = await saveDeceased(testApp, {
    name: 'Maria',
    surname,
    gender: 'F',
    partnerId,
    showPage: 0,
    publicationTime: now,
  });
  const plaque = await savePlaque(testApp, {
    deceasedId: tombstone.id,
    sold: 1,
    activationStatus: 'active',
  });
  const dedication = await savePendingDedication(testApp, tombstone.id);
  return { tombstone, notice, lone, plaque, dedication };
}

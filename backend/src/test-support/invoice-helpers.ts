import type { User } from '../modules/accounts/user.entity';
import { PartnerCompanyService } from '../modules/partners/partner-company.service';
import { PartnersService } from '../modules/partners/partners.service';
import { createLampManager } from './lamp-helpers';
import { browser, signIn, type Browser, type TestApp } from './test-app';

/** A comune the partner company form accepts (region, province, location ids of the demo's places). */
export const MILANO = { region: 4, province: 15, location: 15146, cap: '20121' };

let vats = 0;
/** A fresh Partita IVA with its check digit (each partner's is unique). */
export function vatNumber(): string {
  vats += 1;
  const base = `12${String(Date.now() % 1e6).padStart(6, '0')}${String(vats).padStart(2, '0')}`;
  const sum = [...base].reduce((total, char, i) => {
    const digit = Number(char) * (i % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

export interface InvoicingManager {
  user: User & { password: string };
  agent: Browser;
  /** 'partner:{id}' of the manager's company. */
  issuerKey: string;
  vat: string | null;
}

/** A signed-in lamp manager; with `company`, his company's VAT number, SDI code and address are filled in. */
export async function invoicingLampManager(testApp: TestApp, company: boolean): Promise<InvoicingManager> {
  const user = await createLampManager(testApp);
  const agent = await browser(testApp);
  await signIn(agent, user.username, user.password);
  const vat = company ? vatNumber() : null;
  if (vat)
    await testApp.app.get(PartnerCompanyService).edit(user.id, {
      pi: vat,
      sdi: 'ABC1234',
      ...MILANO,
      route: 'Via Dante',
      civic: '5',
    });
  const partner = await testApp.app.get(PartnersService).findByUser(user.id);
  return { user, agent, issuerKey: `partner:${partner!.id}`, vat };
}

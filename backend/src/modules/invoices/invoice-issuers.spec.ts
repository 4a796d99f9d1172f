import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf } from '../../test-support/account-helpers';
import { invoicingLampManager } from '../../test-support/invoice-helpers';
import { createLampThroughApi, payLamp } from '../../test-support/lamp-helpers';
import { browser, signIn } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { romeDay } from '../../common/rome-time';
import { PartnersService } from '../partners/partners.service';

// The admin's 'Emittente' choice of 'Fatture' (docs/contracts.md "Invoices"), through the real route on the
// engine of the run (SQLite, or MariaDB with TEST_MYSQL_URL).

describe('invoice issuers (admin)', () => {
  const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

  it('lists Ricordo first, then each lamp manager company with invoices by its name; managers are refused', async () => {
    const issuing = await invoicingLampManager(testApp, true);
    const idle = await invoicingLampManager(testApp, true);
    const lamp = await createLampThroughApi(testApp, issuing.agent, issuing.user.id);
    expect((await payLamp(issuing.agent, lamp, romeDay(new Date()), '2033-01-01')).status).toBe(200);
    const partners = testApp.app.get(PartnersService);
    const company = await partners.findByUser(issuing.user.id);

    const admin = await browser(testApp);
    await signIn(admin, 'adminricordo');
    const res = await admin.get('/api/admin/fatture/emittenti');
    expect(res.status).toBe(200);
    const { issuers } = bodyOf(res).data as unknown as { issuers: Array<{ key: string; name: string }> };
    expect(issuers[0]).toEqual({ key: 'ricordo', name: 'Ricordo' });
    expect(issuers).toContainEqual({ key: issuing.issuerKey, name: company!.name });
    expect(issuers.map((each) => each.key)).not.toContain(idle.issuerKey);
    const others = issuers.slice(1).map((each) => each.name);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'it')));

    expect((await issuing.agent.get('/api/admin/fatture/emittenti')).status).toBe(403);
  });
});

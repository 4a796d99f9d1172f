import { afterEach, describe, expect, it, vi } from 'vitest';
import { romeDay } from '../../common/rome-time';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  linkOf,
  outboxMessages,
  postForm,
} from '../../test-support/account-helpers';
import { invoicingLampManager } from '../../test-support/invoice-helpers';
import { createLampThroughApi } from '../../test-support/lamp-helpers';
import { payThroughSandbox } from '../../test-support/payment-helpers';
import { browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { Clock } from '../scheduler/clock';
import { sameDayNextYear } from './lamp-amounts';
import { LampPaymentsService } from './lamp-payments.service';
import { LampRenewalRemindersService } from './lamp-renewal-reminders.service';
import { Lamp } from './lamp.entity';
import { RenewalMessages } from './lamps.errors';

// The pay-online links of the reminders (docs/contracts.md "The lamp year"): every link sent for the
// lamp's unpaid period opens its payment, not only the newest; once the period is paid, an older link says
// in Italian that a newer link was sent. Through the real routes and the PayPal sandbox, on the run's engine.
const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });

afterEach(() => vi.restoreAllMocks());

describe('the pay-online links of one unpaid period', () => {
  it('an older reminder’s link still opens and pays the current period; once paid it points to the newer link', async () => {
    const manager = await invoicingLampManager(testApp, true);
    const lamp = await createLampThroughApi(testApp, manager.agent, manager.user.id);
    const end = romeDay(new Date(Date.now() + 20 * 86_400_000));
    await testApp.app.get(LampPaymentsService).create(
      manager.user,
      {
        seriale: lamp.serial,
        abbonato: String(lamp.subscriberId),
        date: '2026-01-10',
        enddate: end,
        importo: '36,00',
      },
      { mailReceipt: false },
    );
    const reminders = testApp.app.get(LampRenewalRemindersService);
    await reminders.remind();
    const paidUntil = (await testApp.dataSource.getRepository(Lamp).findOneByOrFail({ serial: lamp.serial }))
      .paidUntil!;
    vi.spyOn(testApp.app.get(Clock), 'now').mockReturnValue(new Date(paidUntil.getTime() - 5 * 86_400_000));
    await reminders.remind();
    vi.restoreAllMocks();
    const sent = await outboxMessages(testApp, {
      template: 'lamp-renewal-reminder',
      recipient: lamp.subscriberEmail,
    });
    expect(sent).toHaveLength(2);
    const [older, newer] = sent.map((message) => linkOf(message).token);
    expect(older).not.toBe(newer);

    const visitor = await browser(testApp);
    const open = (token: string) => visitor.get(`/api/lampade/rinnovo?token=${token}`);
    for (const token of [older, newer])
      expect(bodyOf(await open(token)).data).toEqual({
        lampada: expect.objectContaining({ seriale: lamp.serial, dataTermineAccensione: end }),
      });

    // The 30-day reminder's link, clicked after the 7-day one was sent, pays the period.
    const created = await postForm(visitor, '/api/lampade/rinnovoOrdine', { token: older }, 'json');
    expect(created.status).toBe(200);
    const { orderid, orderKey } = bodyOf(created).data as { orderid: number; orderKey: string };
    expect((await payThroughSandbox(visitor, orderid, orderKey)).status).toBe(200);

    // Paid: the newest link shows the new period; the older one says a newer link was sent.
    expect(bodyOf(await open(newer)).data).toMatchObject({
      lampada: { dataTermineAccensione: sameDayNextYear(end), attiva: true },
    });
    const replaced = await open(older);
    expect(replaced.status).toBe(404);
    expect(replaced.body).toMatchObject({
      errorCode: 'RENEWAL_LINK_REPLACED',
      message: RenewalMessages.linkReplaced,
    });
    const refused = await postForm(visitor, '/api/lampade/rinnovoOrdine', { token: older }, 'json');
    expect(refused.status).toBe(404);
    expect((await open('x'.repeat(43))).body).toMatchObject({ errorCode: 'RENEWAL_LINK_NOT_FOUND' });
  });
});

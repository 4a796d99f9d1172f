import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  bodyOf,
  createClient,
  linkOf,
  outboxMessages,
  postForm,
} from '../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { User } from '../accounts/user.entity';
import { payOrder, payThroughSandbox } from '../../test-support/payment-helpers';
import { OrderItem } from '../orders/entities/order-item.entity';
import { Order } from '../orders/entities/order.entity';
import { QrCode } from './qr-code.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
let visitor: Browser;
let serial = 0;

beforeEach(async () => {
  visitor = await browser(testApp);
  serial += 1;
});

const unique = () => `${Date.now().toString(36)}${serial}`;

/** A complete /buy-qrCode form of an anonymous buyer, as the page posts it. */
function purchaseForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'purchase-name': 'Carlo',
    'purchase-surname': 'Neri',
    'purchase-email': `carlo.${unique()}@example.com`,
    'purchase-telephone': '',
    'purchase-cf': 'NRECRL70A01F205X',
    'purchase-route': 'Via Dante',
    'purchase-civic': '5',
    'purchase-city': '15146',
    'purchase-province': '15',
    'purchase-region': '4',
    'purchase-cap': '20121',
    'purchase-nationality': '105',
    shipping: '0',
    register: '0',
    terms: '1',
    'buy-terms': '1',
    ...overrides,
  };
}

/** The fields of a different shipping address (Turin), as the page sends them with `shipping` '1'. */
const OTHER_SHIPPING = {
  shipping: '1',
  'shipping-name': 'Ada',
  'shipping-surname': 'Neri',
  'shipping-route': 'Via Po',
  'shipping-civic': '2',
  'shipping-city': '1272',
  'shipping-province': '1',
  'shipping-region': '1',
  'shipping-cap': '10121',
};

const buy = (fields: Record<string, string>, agent = visitor) =>
  postForm(agent, '/api/qrcodes/qrCode', fields);

interface PurchaseAnswer {
  orderid: number;
  orderKey: string;
  amountCents: number;
  register: boolean;
}

describe('POST /api/qrcodes/qrCode', () => {
  it('orders plaque and shipping at the server prices; once paid, a plaque sold online', async () => {
    const response = await buy(purchaseForm());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = bodyOf(response).data as unknown as PurchaseAnswer;
    expect(answer).toMatchObject({ amountCents: 10700, register: false });
    const items = await testApp.dataSource.getRepository(OrderItem).findBy({ orderId: answer.orderid });
    expect(items.map((item) => [item.productKey, item.unitCents]).sort()).toEqual([
      ['qr-code', 9700],
      ['shipping', 1000],
    ]);
    const order = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: answer.orderid });
    expect(JSON.parse(order.shipping as string)).toMatchObject({
      name: 'Carlo',
      route: 'Via Dante',
      cap: '20121',
    });
    const plaques = testApp.dataSource.getRepository(QrCode);
    expect(await plaques.countBy({ orderId: answer.orderid })).toBe(0);

    await payOrder(visitor, answer.orderid, answer.orderKey);
    const plaque = await plaques.findOneByOrFail({ orderId: answer.orderid });
    expect(plaque).toMatchObject({
      sold: 1,
      saleChannel: 'online',
      temporary: 0,
      buyerUserId: null,
      deceasedId: null,
    });
    expect(plaque.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(plaque.verificationCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('with registration: the pending account and its link are created with the order; paid → the buyer’s plaque', async () => {
    const email = `reg.${unique()}@example.com`;
    const username = `carloneri${unique()}`;
    const response = await buy(
      purchaseForm({ 'purchase-email': email, register: '1', username, 'contact-method': 'email' }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = bodyOf(response).data as unknown as PurchaseAnswer;
    expect(answer.register).toBe(true);
    const user = await testApp.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(user).toMatchObject({ username, passwordHash: null, cf: 'NRECRL70A01F205X' });
    // No notification selector sent: the default frequency (spec public §4 "daily (default)").
    expect(user).toMatchObject({ notificationFrequency: 'daily', activeNotification: 0 });
    const [message] = await outboxMessages(testApp, { template: 'registration', recipient: email });
    expect(linkOf(message).url.pathname).toBe('/registerComplete');
    expect(
      await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: answer.orderid }),
    ).toMatchObject({
      userId: user.id,
    });
    // Paid through the test checkout (PayPal sandbox): /successo learns the registration flag.
    const paid = await payThroughSandbox(visitor, answer.orderid, answer.orderKey);
    expect(paid.status, paid.text).toBe(200);
    expect(bodyOf(paid).data).toMatchObject({ status: 'paid', type: 'qrcode', register: true });
    expect(
      await testApp.dataSource.getRepository(QrCode).findOneByOrFail({ orderId: answer.orderid }),
    ).toMatchObject({
      buyerUserId: user.id,
    });
  });

  it('registering with a contact of an account: EMAIL_ALREADY_EXISTS / TELEPHONE_ALREADY_EXISTS, nothing created', async () => {
    const existing = await createClient(testApp, { telephone: '+39-3401234567' });
    const orders = testApp.dataSource.getRepository(Order);
    const before = await orders.count();
    const byEmail = await buy(
      purchaseForm({
        'purchase-email': existing.email as string,
        register: '1',
        username: `x${unique()}`,
        'contact-method': 'email',
      }),
    );
    expect(byEmail.status).toBe(409);
    expect(bodyOf(byEmail)).toMatchObject({
      errorCode: 'EMAIL_ALREADY_EXISTS',
      message: 'Email già registrata',
      data: { fields: { 'purchase-email': 'Email già registrata' } },
    });
    const byPhone = await buy(
      purchaseForm({
        'purchase-telephone': '+39-3401234567',
        register: '1',
        username: `y${unique()}`,
        'contact-method': 'wa',
      }),
    );
    expect(byPhone.status).toBe(409);
    expect(bodyOf(byPhone)).toMatchObject({ errorCode: 'TELEPHONE_ALREADY_EXISTS' });
    expect(await orders.count()).toBe(before);
  });

  it('two purchases registering one username at once: one order and account, the other USERNAME_ALREADY_EXISTS', async () => {
    const username = `gemelli${unique()}`;
    const orders = testApp.dataSource.getRepository(Order);
    const before = await orders.count();
    const form = (n: number) =>
      purchaseForm({
        'purchase-email': `gemello${n}.${unique()}@example.com`,
        register: '1',
        username,
        'contact-method': 'email',
      });
    // On MariaDB both pass the check before either commits and the unique key refuses the second
    // account inside its transaction; on SQLite the second request's check waits for the first commit.
    const answers = await Promise.all([buy(form(1)), buy(form(2), await browser(testApp))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(bodyOf(refused!)).toMatchObject({
      errorCode: 'USERNAME_ALREADY_EXISTS',
      data: { fields: { username: expect.any(String) } },
    });
    expect(await testApp.dataSource.getRepository(User).countBy({ username })).toBe(1);
    expect(await orders.count()).toBe(before + 1);
  });

  it("ACCOUNT_EXISTS for an anonymous buyer, not registering, with an account's e-mail", async () => {
    const existing = await createClient(testApp);
    const response = await buy(purchaseForm({ 'purchase-email': existing.email as string }));
    expect(response.status).toBe(409);
    expect(bodyOf(response)).toMatchObject({
      errorCode: 'ACCOUNT_EXISTS',
      message:
        "Un account per l' indirizzo email inserito e` gia` esistente, si prega di inserire una password",
    });
    // Signed in, the same person simply buys (e-mail from the session).
    const agent = await browser(testApp);
    await signIn(agent, existing.username, existing.password);
    const signedIn = await buy(purchaseForm({ 'purchase-email': 'ignorato@example.com' }), agent);
    expect(signedIn.status).toBe(200);
    const order = await testApp.dataSource
      .getRepository(Order)
      .findOneByOrFail({ id: (bodyOf(signedIn).data as { orderid: number }).orderid });
    expect(order).toMatchObject({ buyerEmail: existing.email, userId: existing.id });
  });

  it('PRIOR_PURCHASE for an e-mail with an earlier paid purchase and no account, unless continuing', async () => {
    const email = `prior.${unique()}@example.com`;
    const first = await buy(purchaseForm({ 'purchase-email': email }));
    // An unpaid earlier order does not count.
    expect((await buy(purchaseForm({ 'purchase-email': email }))).status).toBe(200);
    const firstOrder = bodyOf(first).data as unknown as PurchaseAnswer;
    await payOrder(visitor, firstOrder.orderid, firstOrder.orderKey);
    const prompted = await buy(purchaseForm({ 'purchase-email': email }));
    expect(prompted.status).toBe(409);
    expect(bodyOf(prompted).errorCode).toBe('PRIOR_PURCHASE');
    expect((await buy(purchaseForm({ 'purchase-email': email, continue: '1' }))).status).toBe(200);
    const registering = await buy(
      purchaseForm({
        'purchase-email': email,
        register: '1',
        username: `prior${unique()}`,
        'contact-method': 'email',
      }),
    );
    expect(registering.status).toBe(200);
  });

  it.each([
    [{ terms: '0' }, 'terms', 'Devi accettare i termini'],
    [{ 'buy-terms': '' }, 'buy-terms', 'Devi accettare i termini'],
    [{ 'purchase-email': '' }, 'purchase-email', 'Inserisci una mail o un numero di telefono valido'],
    [{ 'purchase-telephone': '1234567' }, 'purchase-telephone', 'Numero di telefono non valido'],
    [{ shipping: '1' }, 'shipping-name', 'Campo obbligatorio'],
    [{ shipping: '1', 'shipping-name': 'Ada' }, 'shipping-route', 'Campo obbligatorio'],
    [{ register: '1', 'contact-method': 'email' }, 'username', 'Campo obbligatorio'],
    [
      { register: '1', username: 'ab', 'contact-method': 'email' },
      'username',
      "Errore l'username deve contenere almeno 6 caratteri",
    ],
    [{ register: '1', username: 'abcdefg' }, 'contact-method', 'Devi effettuare una scelta'],
    [
      { register: '1', username: 'abcdefg', 'contact-method': 'email', notificationFrequency: 'weekly' },
      'notificationFrequency',
      'Campo non valido',
    ],
    [{ 'purchase-name': '' }, 'purchase-name', 'Campo obbligatorio'],
    [{ 'purchase-cap': 'abc' }, 'purchase-cap', 'Campo non valido'],
    [{ 'purchase-civic': '' }, 'purchase-civic', 'Campo obbligatorio'],
    [
      { 'purchase-nationality': '20', 'purchase-route': '', 'purchase-complete_address': '' },
      'purchase-complete_address',
      'Campo obbligatorio',
    ],
  ])('%j → %s: %s', async (overrides, field, message) => {
    const response = await buy(purchaseForm(overrides as Record<string, string>));
    expect(response.status).toBe(400);
    expect((bodyOf(response).data as { fields: Record<string, string> }).fields[field]).toBe(message);
  });

  it.each(['realtime', 'never'])(
    "with registration, the notification selector's %s is the new account's frequency",
    async (frequency) => {
      const email = `freq.${unique()}@example.com`;
      const response = await buy(
        purchaseForm({
          'purchase-email': email,
          register: '1',
          username: `carlofreq${unique()}`,
          'contact-method': 'email',
          notificationFrequency: frequency,
        }),
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(await testApp.dataSource.getRepository(User).findOneByOrFail({ email })).toMatchObject({
        notificationFrequency: frequency,
      });
    },
  );

  it('an address that orders too many plaques in 10 minutes is refused with 429', async () => {
    for (let i = 0; i < 10; i++) expect((await buy(purchaseForm({ terms: '0' }))).status).toBe(400);
    const refused = await buy(purchaseForm());
    expect(refused.status).toBe(429);
    expect(bodyOf(refused).errorCode).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a buyer abroad gives the address as one text', async () => {
    const response = await buy(
      purchaseForm({
        'purchase-nationality': '20',
        'purchase-route': '',
        'purchase-civic': '',
        'purchase-city': '',
        'purchase-province': '',
        'purchase-region': '',
        'purchase-cap': '',
        'purchase-complete_address': 'Rue de Rivoli 1, 75001 Paris',
        'purchase-cf': '',
        ...OTHER_SHIPPING,
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it('ships to the other address when asked', async () => {
    const response = await buy(purchaseForm(OTHER_SHIPPING));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const order = await testApp.dataSource
      .getRepository(Order)
      .findOneByOrFail({ id: (bodyOf(response).data as { orderid: number }).orderid });
    expect(JSON.parse(order.shipping as string)).toMatchObject({
      name: 'Ada',
      route: 'Via Po',
      cap: '10121',
    });
    expect(JSON.parse(order.payload)).toMatchObject({ invoiceAddress: { route: 'Via Dante' } });
  });
});

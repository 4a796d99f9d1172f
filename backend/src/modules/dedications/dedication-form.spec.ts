import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_TEST_ENV, bodyOf, createClient, outboxMessages } from '../../test-support/account-helpers';
import { browser, signIn, type Browser } from '../../test-support/test-app';
import { useTestApp } from '../../test-support/use-test-app';
import { User } from '../accounts/user.entity';
import { Deceased } from '../deceased/deceased.entity';
import { elfExecutable, jpegWithGps } from '../../test-support/media-fixtures';
import { Order } from '../orders/entities/order.entity';
import { dedicationForm, sendDedication } from '../../test-support/dedication-helpers';
import { Dedication } from './dedication.entity';

const testApp = useTestApp(ACCOUNT_TEST_ENV, { clearThrottles: true });
let visitor: Browser;

beforeEach(async () => {
  visitor = await browser(testApp);
});

async function fieldsOf(fields: Record<string, string>, agent = visitor) {
  const response = await sendDedication(agent, fields);
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(bodyOf(response).errorCode).toBe('VALIDATION_FAILED');
  return (bodyOf(response).data as { fields: Record<string, string> }).fields;
}

/** Files left anywhere under media/ except the demo pictures. */
function uploadedFiles(): string[] {
  const dir = testApp.config.mediaDir;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes(`${join(dir, 'demo')}`));
}

describe('sendform/dedic field rules (spec public §5 "Order form")', () => {
  it('names every missing field with the spec message', async () => {
    const empty = Object.fromEntries(Object.keys(dedicationForm()).map((key) => [key, '']));
    const fields = await fieldsOf({ ...empty, 'dedic-type': 'dedica-cero', 'deceased-id': '1000' });
    expect(fields).toMatchObject({
      name: 'Campo obbligatorio',
      surname: 'Campo obbligatorio',
      email: 'Inserisci una mail o un numero di telefono valido',
      phone: 'Inserisci una mail o un numero di telefono valido',
      'contact-method': 'Devi effettuare una scelta',
      cf: 'Campo obbligatorio',
      route: 'Campo obbligatorio',
      cap: 'Campo obbligatorio',
      terms: 'Devi accettare i termini',
      'buy-terms': 'Devi accettare i termini',
    });
    // The text is the one field without a rule but its length.
    expect(fields).not.toHaveProperty('dedic');
  });

  it.each([
    [{ phone: '12345678' }, 'phone', 'Numero di telefono non valido'],
    [{ email: 'non-una-mail' }, 'email', 'Email non valida'],
    [{ cf: 'ABC' }, 'cf', 'Il codice fiscale deve contenere 16 caratteri'],
    [{ cap: '2012' }, 'cap', 'Campo non valido'],
    [{ 'contact-method': 'piccione' }, 'contact-method', 'Campo non valido'],
    [{ 'contact-method': 'wa', phone: '' }, 'contact-method', 'Campo non valido'],
    [{ terms: '0' }, 'terms', 'Devi accettare i termini'],
    [{ 'dedic-type': 'dedica-foto' }, 'file', 'Carica almeno un file'],
    [{ 'dedic-type': 'dedica-video' }, 'file', 'Carica almeno un file'],
    [{ 'dedic-type': 'dedica-statua' }, 'dedic-type', 'Campo non valido'],
    [{ 'dedic-type': '' }, 'dedic-type', 'Campo obbligatorio'],
    [{ 'dedic-type': 'fiori-reali' }, 'flowers', 'Devi effettuare una scelta'],
    [{ 'dedic-type': 'fiori-reali', flowers: 'fiori9' }, 'flowers', 'Campo non valido'],
    [{ dedic: 'x'.repeat(1001) }, 'dedic', 'Il testo puo` contenere al massimo 1000 caratteri'],
    [{ 'register-flag': '1', username: '' }, 'username', 'Campo obbligatorio'],
    [
      { 'register-flag': '1', username: 'abc' },
      'username',
      "Errore l'username deve contenere almeno 6 caratteri",
    ],
    [{ nationality: '20', complete_address: '' }, 'complete_address', 'Campo obbligatorio'],
  ])('%j → %s: %s', async (overrides, field, message) => {
    const fields = await fieldsOf(dedicationForm(overrides as Record<string, string>));
    expect(fields[field]).toBe(message);
  });

  it('a phone of 9+ digits alone is enough without e-mail; a foreign buyer needs no CF', async () => {
    const byPhone = await sendDedication(
      visitor,
      dedicationForm({ email: '', 'contact-method': 'wa', phone: '+39-347123456' }),
    );
    expect(byPhone.status).toBe(200);
    const foreign = await sendDedication(
      visitor,
      dedicationForm({
        nationality: '20',
        cf: '',
        route: '',
        cap: '',
        complete_address: 'Rue de Rivoli 1, Paris',
      }),
    );
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(200);
  });

  it('an unknown or unpublished deceased is 404 and leaves nothing behind', async () => {
    const unknown = await sendDedication(visitor, dedicationForm({ 'deceased-id': '0009999999' }));
    expect(unknown.status).toBe(404);
    expect(bodyOf(unknown)).toMatchObject({
      errorCode: 'DECEASED_NOT_FOUND',
      message: 'Defunto con id 9999999 non trovato, verra` reinderizzatto alla home',
    });
    const deceased = testApp.dataSource.getRepository(Deceased);
    await deceased.update({ id: 1001 }, { enabled: 0 });
    try {
      const before = uploadedFiles();
      const hidden = await sendDedication(
        visitor,
        dedicationForm({ 'deceased-id': '1001', 'dedic-type': 'dedica-foto' }),
        {
          content: await jpegWithGps(),
          filename: 'foto.jpg',
          contentType: 'image/jpeg',
        },
      );
      expect(hidden.status).toBe(404);
      expect(uploadedFiles()).toEqual(before);
    } finally {
      await deceased.update({ id: 1001 }, { enabled: 1 });
    }
  });

  it('a renamed executable is refused with the spec message and no file is kept', async () => {
    const before = uploadedFiles();
    const response = await sendDedication(visitor, dedicationForm({ 'dedic-type': 'dedica-foto' }), {
      content: elfExecutable(),
      filename: 'foto.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.status).toBe(400);
    expect(bodyOf(response)).toMatchObject({
      errorCode: 'INVALID_FILE_TYPE',
      message: 'Formato del file non valido',
    });
    expect(uploadedFiles()).toEqual(before);
  });

  it('a validation failure after the upload deletes the uploaded photo', async () => {
    const before = uploadedFiles();
    const response = await sendDedication(
      visitor,
      dedicationForm({ 'dedic-type': 'dedica-foto', terms: '0' }),
      {
        content: await jpegWithGps(),
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
      },
    );
    expect(response.status).toBe(400);
    expect(uploadedFiles()).toEqual(before);
  });
});

describe('who gives', () => {
  it("a signed-in user's e-mail comes from the session, never from the form", async () => {
    const user = await createClient(testApp, { telephone: '+39-3331112223' });
    const agent = await browser(testApp);
    await signIn(agent, user.username, user.password);
    const response = await sendDedication(
      agent,
      dedicationForm({ email: 'altro@example.com', phone: '', 'contact-method': 'email' }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const orderId = (bodyOf(response).data as { orderid: number }).orderid;
    const stored = await testApp.dataSource.getRepository(Dedication).findOneByOrFail({ orderId });
    expect(stored).toMatchObject({
      giverEmail: user.email,
      giverTelephone: '+39-3331112223',
      giverUserId: user.id,
    });
    const order = await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderId });
    expect(order).toMatchObject({ buyerEmail: user.email, userId: user.id });
  });

  it('a partner may leave the CF empty; a client may not', async () => {
    const partner = await browser(testApp);
    await signIn(partner, 'partnerdemo');
    expect((await sendDedication(partner, dedicationForm({ cf: '' }))).status).toBe(200);
    const client = await browser(testApp);
    await signIn(client, 'clientedemo');
    expect((await fieldsOf(dedicationForm({ cf: '' }), client)).cf).toBe('Campo obbligatorio');
  });

  it('registering with the order creates the pending account and its link in the same transaction', async () => {
    const email = `nuovo${Date.now()}@example.com`;
    const response = await sendDedication(
      visitor,
      dedicationForm({ email, phone: '', 'register-flag': '1', username: `nuovo${Date.now()}` }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const user = await testApp.dataSource.getRepository(User).findOneByOrFail({ email });
    expect(user.passwordHash).toBeNull();
    const [link] = await outboxMessages(testApp, { template: 'registration', recipient: email });
    expect(link).toBeDefined();
    const orderId = (bodyOf(response).data as { orderid: number }).orderid;
    expect(await testApp.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).toMatchObject({
      userId: user.id,
    });

    // The same e-mail again: the account exists now.
    const again = await sendDedication(
      visitor,
      dedicationForm({ email, phone: '', 'register-flag': '1', username: `altro${Date.now()}` }),
    );
    expect(again.status).toBe(409);
    expect(bodyOf(again)).toMatchObject({
      errorCode: 'EMAIL_ALREADY_EXISTS',
      data: { fields: { email: 'Email già registrata' } },
    });
  });
});

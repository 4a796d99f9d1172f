import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { makeUser } from '@ricordo/shared-design/testing';
import { fakeBackend, posted, renderPublic, type FakeRoute } from '../../test-support';
import { orderKeyOf } from '../../common/payment';
import { parseFlowersQuery } from './flowers-query';

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 30_000;

/** The multipart requests the page sent, and what the scripted server answers to them. */
const uploads: FormData[] = [];
let uploadAnswer: { status: number; body: unknown } = { status: 200, body: {} };

/** XMLHttpRequest as the browser runs it, answering from `uploadAnswer`, with upload progress events. */
class ScriptedXhr extends EventTarget {
  upload = new EventTarget();
  status = 0;
  responseText = '';
  url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    uploads.push(body);
    queueMicrotask(() => {
      this.upload.dispatchEvent(
        Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }),
      );
      this.upload.dispatchEvent(new Event('load'));
      this.status = uploadAnswer.status;
      this.responseText = JSON.stringify(uploadAnswer.body);
      this.dispatchEvent(new Event('load'));
    });
  }
}

function answer(data: unknown, status = 200, message = '', errorCode: string | null = null) {
  const response = status < 400 ? 'success' : 'fail';
  uploadAnswer = { status, body: { response, result: response, message, errorCode, data, session: null } };
}

const prices =
  (table: Record<string, number | null>): FakeRoute =>
  (url) => {
    const match = /^\/api\/content\/getProductPrice\/(.+)$/.exec(url.pathname);
    if (match) {
      const key = decodeURIComponent(match[1]);
      return key in table
        ? { data: { product_details: { key, name: key, price: table[key] } } }
        : { status: 404, message: 'Prodotto non trovato', errorCode: 'PRODUCT_NOT_FOUND' };
    }
    if (url.pathname === '/api/content/getProductPrices')
      return {
        data: {
          data: { products: Object.entries(table).map(([key, price]) => ({ key, name: key, price })) },
        },
      };
    return undefined;
  };
const deceased: FakeRoute = (url) =>
  url.pathname === '/api/deceased/deceasedData/1000'
    ? { data: { ID: 1000, name: 'Giuseppe', surname: 'Verdi', dedic: [] } }
    : undefined;
const testCheckout: FakeRoute = (url) => {
  if (url.pathname === '/api/orders/config')
    return { data: { checkout: 'test', clientId: null, currency: 'EUR' } };
  if (url.pathname === '/api/orders/paypalCreate') return { data: { paypalOrderId: 'PP-9' } };
  if (url.pathname === '/dev/paypal/checkoutnow/PP-9/approve') return { data: {} };
  if (url.pathname === '/api/orders/paypalUpdate')
    return { data: { status: 'paid', type: 'dedic', orderid: 12, deceasedID: 1000 } };
  return undefined;
};

const CLIENT = makeUser({
  cf: 'RSSMRA80A01H501U',
  addresses: [
    {
      address: 'Via Roma',
      number: '1',
      region: 9,
      province: 48,
      location: 5000,
      cap: '50100',
      nationID: 105,
      completeAddress: null,
      type: 'invoice',
    },
  ],
});

beforeEach(() => {
  uploads.length = 0;
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Opens the form and waits until the deceased has loaded: the title names them (every test uses page 1000). */
async function openForm(path: string) {
  const view = renderPublic(path);
  await screen.findByRole('heading', { level: 1, name: 'Lascia una dedica per Giuseppe Verdi' }, SLOW);
  return view;
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /termini e condizioni/ }));
  await user.click(screen.getByRole('checkbox', { name: /condizioni di vendita/ }));
}

describe('/flowers search string', () => {
  it('reads {type}&{id}, the legacy parameters, and ignores a price in the address', () => {
    expect(parseFlowersQuery('?dedica-cero&0001000')).toEqual({
      type: 'dedica-cero',
      deceasedId: 1000,
      message: '',
      region: null,
    });
    expect(
      parseFlowersQuery('?type=dedica-foto&deceasedID=1000&message=Ciao%20nonno&price=0&region=9'),
    ).toEqual({ type: 'dedica-foto', deceasedId: 1000, message: 'Ciao nonno', region: 9 });
    expect(parseFlowersQuery('?rose-blu&1000').type).toBeNull();
  });

  it.each([
    ['a missing type', '/flowers'],
    ['an unknown type', '/flowers?rose-blu&1000'],
    ['a type the server does not price', '/flowers?dedica-video&1000'],
  ])(
    '%s goes to /pricing',
    async (_case, path) => {
      fakeBackend(prices({ 'dedica-cero': 200 }), deceased);
      sessionStore.setState({ status: 'anonymous', user: null });
      const view = renderPublic(path);
      await waitFor(() => expect(view.location()).toBe('/pricing'), SLOW);
    },
    TEST_TIMEOUT,
  );
});

describe('/flowers form rules', () => {
  it(
    "shows the spec's message under every field, 'Carica almeno un file' for a photo, and sends nothing",
    async () => {
      fakeBackend(prices({ 'dedica-foto': 400 }), deceased);
      sessionStore.setState({ status: 'anonymous', user: null });
      const user = userEvent.setup();
      await openForm('/flowers?dedica-foto&1000');
      expect(screen.getByText('Lunedì - Venerdì 09:00-13:00 e 15:00-18:00')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByText(/Totale/)).toHaveTextContent('4,00 €'));

      await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));

      expect(screen.getByText('Carica almeno un file')).toBeInTheDocument();
      expect(screen.getByText('Inserisci una mail o un numero di telefono valido')).toBeInTheDocument();
      expect(
        screen.getByRole('radiogroup', { name: /Come preferisci essere contattato/ }),
      ).toHaveAccessibleDescription('Devi effettuare una scelta');
      expect(screen.getByLabelText(/^Regione/)).toHaveAccessibleDescription('Devi effettuare una scelta');
      expect(screen.getAllByText('Devi accettare i termini')).toHaveLength(2);
      expect(screen.getByLabelText(/^Nome/)).toHaveAccessibleDescription('Campo obbligatorio');
      expect(screen.getByLabelText(/^Codice fiscale/)).toHaveAccessibleDescription('Campo obbligatorio');
      expect(screen.getByLabelText(/^Foto da dedicare/)).toHaveFocus();
      expect(uploads).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'checks phone length and CF format',
    async () => {
      fakeBackend(prices({ 'dedica-cero': 200 }), deceased);
      sessionStore.setState({ status: 'anonymous', user: null });
      const user = userEvent.setup();
      await openForm('/flowers?dedica-cero&1000');
      await user.type(screen.getByLabelText(/^Telefono/), '3331234');
      await user.type(screen.getByLabelText(/^Codice fiscale/), 'ABC');
      await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
      expect(screen.getByLabelText(/^Telefono/)).toHaveAccessibleDescription('Numero di telefono non valido');
      expect(screen.getByLabelText(/^Codice fiscale/)).toHaveAccessibleDescription('Campo non valido');
      expect(uploads).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'prefills a logged-in user, locks the e-mail, asks no contact method or registration',
    async () => {
      fakeBackend(prices({ 'dedica-cero': 200 }), deceased);
      sessionStore.setState({ status: 'authenticated', user: CLIENT, expiringMemorials: [] });
      await openForm('/flowers?dedica-cero&1000');
      expect(screen.getByLabelText(/^Nome/)).toHaveValue('Maria');
      expect(screen.getByLabelText(/^Email/)).toHaveValue('maria.rossi@example.it');
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
      expect(screen.getByLabelText(/^Codice fiscale/)).toHaveValue('RSSMRA80A01H501U');
      expect(
        screen.queryByRole('radiogroup', { name: /Come preferisci essere contattato/ }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /registrarmi/ })).not.toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );
});

describe('/flowers submit', () => {
  it(
    'a paid type sends the form, remembers the order key, pays in the modal and lands on /Conferma',
    async () => {
      fakeBackend(prices({ 'dedica-cero': 200 }), deceased, testCheckout);
      sessionStore.setState({ status: 'authenticated', user: CLIENT, expiringMemorials: [] });
      answer({ orderid: 12, orderKey: 'chiave-12', amountCents: 200, autoAttivata: false });
      const user = userEvent.setup();
      const view = await openForm('/flowers?dedica-cero&1000');
      await user.type(screen.getByLabelText(/^Testo della dedica/), 'Ciao nonno');
      await user.click(screen.getByRole('radio', { name: 'Firmata' }));
      expect(screen.getByLabelText(/^Firma\*?$/)).toHaveValue('Maria Rossi');
      await acceptTerms(user);
      await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));

      const dialog = await screen.findByRole('dialog', { name: 'Pagamento' }, SLOW);
      expect(uploads).toHaveLength(1);
      const sent = uploads[0];
      expect(sent.get('dedic')).toBe('Ciao nonno');
      expect(sent.get('dedic-type')).toBe('dedica-cero');
      expect(sent.get('dedic-sign')).toBe('Maria Rossi');
      expect(sent.get('deceased-id')).toBe('0001000');
      expect(sent.get('email')).toBe('maria.rossi@example.it');
      expect(sent.get('route')).toBe('Via Roma');
      expect(sent.get('terms')).toBe('1');
      expect(sent.get('buy-terms')).toBe('1');
      expect(sent.get('csrf_token')).toBe('token');
      expect(orderKeyOf(12)).toBe('chiave-12');

      await within(dialog).findByRole('heading', { name: 'Pagamento di prova' });
      await user.click(within(dialog).getByRole('button', { name: 'Paga' }));
      await waitFor(() => expect(view.location()).toBe('/Conferma?data=12&deceasedID=0001000'), SLOW);
      expect(posted.map((call) => call.path)).toContain('/api/orders/paypalUpdate');
    },
    TEST_TIMEOUT,
  );

  it(
    'a free type is activated at once: no payment, /Conferma with dedicaAutoAttivata',
    async () => {
      fakeBackend(prices({ 'dedica-fiori': 0 }), deceased);
      sessionStore.setState({ status: 'authenticated', user: CLIENT, expiringMemorials: [] });
      answer({ orderid: null, orderKey: null, amountCents: 0, autoAttivata: true });
      const user = userEvent.setup();
      const view = await openForm('/flowers?dedica-fiori&1000');
      await acceptTerms(user);
      await user.click(screen.getByRole('button', { name: 'Invia la dedica' }));
      await waitFor(
        () => expect(view.location()).toBe('/Conferma?data=&deceasedID=0001000&dedicaAutoAttivata=1'),
        SLOW,
      );
      expect(uploads[0].get('dedic-sign')).toBe('0');
      expect(posted.some((call) => call.path.startsWith('/api/orders/'))).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    "puts the server's field messages under the fields, and other refusals in an 'Errore' dialog",
    async () => {
      fakeBackend(prices({ 'dedica-foto': 400 }), deceased);
      sessionStore.setState({ status: 'authenticated', user: CLIENT, expiringMemorials: [] });
      answer(
        { fields: { file: 'Formato del file non valido' } },
        400,
        'Dati non validi',
        'VALIDATION_FAILED',
      );
      const user = userEvent.setup({ applyAccept: false });
      await openForm('/flowers?dedica-foto&1000');
      await user.upload(
        screen.getByLabelText(/^Foto da dedicare/),
        new File([new Uint8Array(64)], 'foto.jpg', { type: 'image/jpeg' }),
      );
      await acceptTerms(user);
      await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
      expect(await screen.findByText('Formato del file non valido', {}, SLOW)).toBeInTheDocument();
      expect(uploads[0].get('file')).toBeInstanceOf(File);

      answer(null, 404, 'Defunto non trovato', 'DECEASED_NOT_FOUND');
      await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
      const dialog = await screen.findByRole('dialog', { name: 'Errore' }, SLOW);
      expect(dialog).toHaveTextContent('Defunto non trovato');
    },
    TEST_TIMEOUT,
  );

  it(
    'fiori-reali offers Crisantemi, Anturium and Rose at the server prices and sends the choice',
    async () => {
      fakeBackend(prices({ 'fiori-reali': null, fiori1: 1200, fiori2: 1500, fiori3: 3000 }), deceased);
      sessionStore.setState({ status: 'authenticated', user: CLIENT, expiringMemorials: [] });
      answer({ orderid: 13, orderKey: 'k13', amountCents: 1200, autoAttivata: false });
      const user = userEvent.setup();
      await openForm('/flowers?fiori-reali&1000');
      const rose = await screen.findByRole('radio', { name: 'Rose — 30,00 €' });
      expect(await screen.findByRole('radio', { name: 'Crisantemi — 12,00 €' })).toBeInTheDocument();
      await acceptTerms(user);
      await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
      expect(screen.getByRole('radiogroup', { name: /Scegli i fiori/ })).toHaveAccessibleDescription(
        'Devi effettuare una scelta',
      );
      await user.click(rose);
      await user.type(screen.getByLabelText(/^Note per la consegna/), 'Cimitero di Trespiano, campo 4');
      expect(screen.getByText(/Totale/)).toHaveTextContent('30,00 €');
      await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
      await screen.findByRole('dialog', { name: 'Pagamento' }, SLOW);
      expect(uploads[0].get('flowers')).toBe('fiori3');
      expect(uploads[0].get('delivery-notes')).toBe('Cimitero di Trespiano, campo 4');
    },
    TEST_TIMEOUT,
  );
});

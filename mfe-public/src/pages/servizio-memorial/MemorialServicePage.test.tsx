import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@ricordo/shared-design';
import { envelope, failure, makeUser } from '@ricordo/shared-design/testing';
import { setUpTestServer } from '../../common/testing/test-server';
import { renderPublic } from '../../test-support';

const server = setUpTestServer();

const NOW = Math.floor(Date.now() / 1000);
const YEAR = 365 * 24 * 3600;
const OWNER = makeUser({ user_id: 42, name: 'Giulia', surname: 'Martinelli', email: 'giulia@example.it' });
/** spec public §7 getDeceasedByOwner: the list is asked by the account's e-mail. */
const BY_OWNER = '/api/account/getDeceasedByOwner/giulia%40example.it';
const DECEASED = [
  {
    ID: 1000,
    name: 'Giuseppe',
    surname: 'Martinelli',
    showPage: 1,
    memorialID: 3,
    expirationDate: NOW + YEAR,
  },
  { ID: 1004, name: 'Anna', surname: 'Rossi', showPage: 1, memorialID: 0, expirationDate: null },
  // An obituary without a tombstone page is not offered (spec public §4).
  { ID: 1005, name: 'Solo', surname: 'Necrologio', showPage: 0, memorialID: 0, expirationDate: null },
];

beforeEach(() => {
  sessionStore.setState({ status: 'authenticated', user: OWNER, expiringMemorials: [] });
  server().on('GET', BY_OWNER, () => ({
    body: envelope({ deceased_list: DECEASED }),
  }));
  server().on('GET', '/api/content/getProductPrice/servizio-memorial', () => ({
    body: envelope({ product_details: { key: 'servizio-memorial', name: 'Memorial', price: 800 } }),
  }));
  server().on('GET', '/api/deceased/deceasedData/1000', () => ({
    body: envelope({
      ID: 1000,
      memorial: { ID: 3, bio: '<p>Maestro elementare</p>', expirationDate: NOW + YEAR },
      memorialMedia: [
        { ID: 1, type: 'photo', file: '/media/a.jpg' },
        { ID: 2, type: 'photo', file: '/media/b.jpg' },
        { ID: 3, type: 'photo', file: '/media/c.jpg' },
      ],
    }),
  }));
  server().on('GET', '/api/orders/config', () => ({
    body: envelope({ checkout: 'test', clientId: null, currency: 'EUR' }),
  }));
  server().on('POST', '/api/memorials/sendform/memorial', () => ({
    body: envelope({ orderid: 55, orderKey: 'chiave-55', amountCents: 800, renewal: false, message: '' }),
  }));
});
afterEach(() => sessionStorage.clear());

const SLOW = { timeout: 10_000 };
const TEST_TIMEOUT = 30_000;

function uploads() {
  return server().requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/memorials/sendform/memorial',
  );
}

async function openForm(path = '/servizio-memorial') {
  renderPublic(path);
  return screen.findByRole('radiogroup', { name: /Per quale defunto/ }, SLOW);
}

async function writeBiography(html: string) {
  const area = await screen.findByRole('textbox', { name: /Biografia/ }, SLOW);
  area.innerHTML = html;
  fireEvent.input(area);
}

describe('/servizio-memorial and /memorial-activate', () => {
  it(
    "asks an anonymous visitor to log in, and shows the form after the dialog's login",
    async () => {
      sessionStore.setState({ status: 'anonymous', user: null, expiringMemorials: [] });
      server().on('POST', '/api/auth/login', () => ({
        body: envelope({ expiring_memorial: [] }, { session: { userdata: OWNER } }),
      }));
      const user = userEvent.setup();
      renderPublic('/servizio-memorial');
      expect(await screen.findByText("Effettua l'accesso per continuare", {}, SLOW)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Accedi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Accedi' });
      await user.type(within(dialog).getByLabelText('Username o email'), 'clientedemo');
      await user.type(within(dialog).getByLabelText('Password'), 'RicordoDemo2026');
      await user.click(within(dialog).getByRole('button', { name: 'Accedi' }));
      expect(await screen.findByRole('radiogroup', { name: /Per quale defunto/ }, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Anna Rossi/ })).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /Necrologio/ })).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    "says 'Nessun caro associato all' email inserita' when the user has no deceased",
    async () => {
      server().on('GET', BY_OWNER, () => ({
        body: envelope({ deceased_list: [] }),
      }));
      renderPublic('/servizio-memorial');
      expect(
        await screen.findByText("Nessun caro associato all' email inserita", {}, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
    },
    TEST_TIMEOUT,
  );

  it(
    'asks by the account id when the account has no e-mail (a phone-only account)',
    async () => {
      sessionStore.setState({
        status: 'authenticated',
        user: { ...OWNER, email: '' },
        expiringMemorials: [],
      });
      server().on('GET', '/api/account/getDeceasedByID/42', () => ({
        body: envelope({ deceased_list: DECEASED }),
      }));
      renderPublic('/servizio-memorial');
      expect(await screen.findByRole('radio', { name: /Anna Rossi/ }, SLOW)).toBeInTheDocument();
      expect(server().requests.some((request) => request.path.includes('getDeceasedByOwner'))).toBe(false);
    },
    TEST_TIMEOUT,
  );

  it(
    "needs a deceased ('Scegli un defunto per proseguire') and a biography ('Campo obbligatorio'); shows the price",
    async () => {
      const user = userEvent.setup();
      await openForm();
      await waitFor(() => expect(screen.getByTestId('memorial-price')).toHaveTextContent('8,00 €'));
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(screen.getByText('Scegli un defunto per proseguire')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Giuseppe Martinelli/ })).toHaveFocus();
      await user.click(screen.getByRole('radio', { name: /Anna Rossi/ }));
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(await screen.findByRole('textbox', { name: /Biografia/ }, SLOW)).toHaveAccessibleDescription(
        /Campo obbligatorio/,
      );
      expect(uploads()).toHaveLength(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'shows 6,00 € while the price does not arrive',
    async () => {
      server().on('GET', '/api/content/getProductPrice/servizio-memorial', () => ({
        status: 404,
        body: failure('Prodotto non trovato', 'PRODUCT_NOT_FOUND'),
      }));
      await openForm();
      expect(screen.getByTestId('memorial-price')).toHaveTextContent('6,00 €');
    },
    TEST_TIMEOUT,
  );

  it(
    '/memorial-activate?deceasedSelected= chooses the deceased; an active memorial is a one-year extension from its biography',
    async () => {
      await openForm('/memorial-activate?deceasedSelected=0001000');
      expect(screen.getByRole('radio', { name: /Giuseppe Martinelli/ })).toBeChecked();
      expect(
        screen.getByText(
          'Il defunto scelto ha gia` un servizio memorial attivo, il servizio verra` prolungato di un anno',
        ),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /Biografia/ }).innerHTML).toBe(
          '<p>Maestro elementare</p>',
        ),
      );
      expect(screen.getByText('Puoi aggiungere ancora 7 foto.')).toBeInTheDocument();
    },
    TEST_TIMEOUT,
  );

  it(
    "asks 'Non hai caricato nessun media, desideri continuare?'; 'No' sends nothing, 'Si' sends and opens the payment",
    async () => {
      const user = userEvent.setup();
      await openForm();
      await user.click(screen.getByRole('radio', { name: /Anna Rossi/ }));
      await writeBiography('<p>Una vita per la famiglia</p>');
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      const question = await screen.findByRole('dialog', { name: 'Attenzione' });
      expect(question).toHaveTextContent('Non hai caricato nessun media, desideri continuare?');
      await user.click(within(question).getByRole('button', { name: 'No' }));
      expect(uploads()).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Attenzione' })).getByRole('button', { name: 'Si' }),
      );
      expect(await screen.findByRole('dialog', { name: 'Pagamento' }, SLOW)).toHaveTextContent('8,00 €');
      const [sent] = uploads();
      expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
      expect(sent.body).toMatch(/name="deceasedID"\r\n\r\n1004\r\n/);
      expect(sent.body).toMatch(/name="biografic"\r\n\r\n<p>Una vita per la famiglia<\/p>\r\n/);
      expect(sent.body).toMatch(/name="memorialType"\r\n\r\nnewActivation\r\n/);
      expect(sessionStorage.getItem('ricordo.order.55')).toBe('chiave-55');
    },
    TEST_TIMEOUT,
  );

  it(
    'sends the chosen photos and video; refuses files of another type or over 15MB with the spec messages',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      await openForm();
      await user.click(screen.getByRole('radio', { name: /Anna Rossi/ }));
      await writeBiography('<p>Bio</p>');
      const photos = screen.getByLabelText(/^Foto/);
      await user.upload(photos, new File(['%PDF'], 'documento.pdf', { type: 'application/pdf' }));
      expect(screen.getByText('Formato del file non valido')).toBeInTheDocument();
      const big = new File(['x'], 'grande.jpg', { type: 'image/jpeg' });
      Object.defineProperty(big, 'size', { value: 15_000_001 });
      await user.upload(photos, big);
      expect(screen.getByText('la dimensione massima supportata e` di 15MB')).toBeInTheDocument();
      const videoInput = screen.getByLabelText(/^Video/);
      await user.upload(videoInput, new File(['x'], 'clip.mov', { type: 'video/quicktime' }));
      expect(screen.getByText('Formato video non valido')).toBeInTheDocument();
      const bigVideo = new File(['x'], 'lungo.mp4', { type: 'video/mp4' });
      Object.defineProperty(bigVideo, 'size', { value: 15_000_001 });
      await user.upload(videoInput, bigVideo);
      expect(screen.getByText('Il video non puo superare 15MB')).toBeInTheDocument();

      await user.upload(photos, new File(['jpeg-bytes'], 'nonno.jpg', { type: 'image/jpeg' }));
      await user.upload(videoInput, new File(['mp4-bytes'], 'festa.mp4', { type: 'video/mp4' }));
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      expect(await screen.findByRole('dialog', { name: 'Pagamento' }, SLOW)).toBeInTheDocument();
      const [sent] = uploads();
      expect(sent.body).toContain('name="images"; filename="nonno.jpg"');
      expect(sent.body).toContain('jpeg-bytes');
      expect(sent.body).toContain('name="video"; filename="festa.mp4"');
      expect(sent.body).not.toContain('documento.pdf');
    },
    TEST_TIMEOUT,
  );

  it(
    "shows the server's refusal under 'Errore'",
    async () => {
      server().on('POST', '/api/memorials/sendform/memorial', () => ({
        status: 413,
        body: failure('Il video non puo superare 15MB', 'VIDEO_TOO_LARGE'),
      }));
      const user = userEvent.setup();
      await openForm();
      await user.click(screen.getByRole('radio', { name: /Anna Rossi/ }));
      await writeBiography('<p>Bio</p>');
      await user.upload(screen.getByLabelText(/^Foto/), new File(['x'], 'a.png', { type: 'image/png' }));
      await user.click(screen.getByRole('button', { name: 'Procedi' }));
      const dialog = await screen.findByRole('dialog', { name: 'Errore' }, SLOW);
      expect(dialog).toHaveTextContent('Il video non puo superare 15MB');
      expect(screen.queryByRole('dialog', { name: 'Pagamento' })).toBeNull();
    },
    TEST_TIMEOUT,
  );
});

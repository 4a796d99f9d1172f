import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts, configureApi, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { PartnerPageEditor } from './PartnerPageEditor';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

const WAIT = { timeout: 4000 };
const page = (changes: Record<string, unknown> = {}) => ({
  ID: 7,
  name: 'Onoranze Funebri Bellini',
  type: 'partner',
  description: '<p>Dal <strong>1962</strong></p>',
  headerText: null,
  logo: null,
  website: null,
  email: null,
  telephone: null,
  mobile: null,
  address: null,
  social: [{ network: 'facebook', url: 'https://www.facebook.com/bellini' }],
  media: ['/media/partner/p7/a.jpg', '/media/partner/p7/b.jpg'],
  video: null,
  obituaries: [],
  ...changes,
});
const DENIED = "Devi essere loggato come partner o amministratore per poter effettuare l'operazione";
let current = page();

beforeEach(() => {
  server.requests.length = 0;
  clearToasts();
  current = page();
  server.on('GET', '/api/partners/ownPartnerPage', () => ({ body: envelope(current) }));
  server.on('GET', '/api/partners/getPartnerPage/9', () => ({
    body: envelope(page({ ID: 9, name: 'Altro' })),
  }));
  server.on('POST', '/api/partners/partnerEdit', (request) => {
    const type = field(request.body, 'edit-type');
    if (request.body.includes('Preso')) return { status: 403, body: failure(DENIED, 'ACCESS_DENIED') };
    if (type === 'add-image' && current.media.length >= 3)
      return { status: 400, body: failure('Hai superato il limite delle 50 foto', 'MAX_IMAGES_REACHED') };
    if (type === 'social' && request.body.includes('evil'))
      return {
        status: 400,
        body: {
          ...failure('Link non valido', 'VALIDATION_FAILED'),
          data: { fields: { instagram: 'Link non valido' } },
        },
      };
    if (type === 'name') current = page({ ...current, name: field(request.body, 'content') });
    if (type === 'add-image') current = page({ ...current, media: [...current.media, '/media/new.jpg'] });
    if (type === 'remove-image')
      current = page({
        ...current,
        media: current.media.filter((url) => url !== field(request.body, 'content')),
      });
    if (type === 'add-video') current = page({ ...current, video: '/media/partner/p7/v.mp4' });
    return { body: envelope(null, { message: 'Modifica salvata con successo' }) };
  });
});

const edits = () =>
  server.requests.filter(
    (request) => request.method === 'POST' && request.path === '/api/partners/partnerEdit',
  );
const field = (body: string, name: string) =>
  new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];

function renderEditor(partnerId?: number) {
  render(
    <>
      <PartnerPageEditor partnerId={partnerId} />
      <ToastHost />
    </>,
  );
}

describe('PartnerPageEditor', () => {
  it("loads the own page, opens it in a new tab and saves the name from the 'edit field' modal", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Modifica nome' }, WAIT));
    const link = screen.getByRole('link', { name: 'Visualizza pagina' });
    expect(link).toHaveAttribute('href', '/partner-page?7');
    expect(link).toHaveAttribute('target', '_blank');
    const dialog = await screen.findByRole('dialog', { name: 'Modifica nome' }, WAIT);
    const name = within(dialog).getByLabelText('Nome');
    expect(name).toHaveValue('Onoranze Funebri Bellini');
    await user.clear(name);
    await user.type(name, 'Bellini & Figli');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Modifica salvata con successo', {}, WAIT)).toBeInTheDocument();
    const body = edits()[0].body;
    expect(field(body, 'partnerid')).toBe('7');
    expect(field(body, 'edit-type')).toBe('name');
    expect(field(body, 'content')).toBe('Bellini & Figli');
    await waitFor(
      () => expect(screen.getByTestId('partner-page-name')).toHaveTextContent('Bellini & Figli'),
      WAIT,
    );
    expect(screen.queryByRole('dialog', { name: 'Modifica nome' })).not.toBeInTheDocument();
  });

  it("refuses an empty name and an empty logo with 'Non pui lasciare vuoto il campo' without calling the server", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Modifica nome' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica nome' }, WAIT);
    await user.clear(within(dialog).getByLabelText('Nome'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Non pui lasciare vuoto il campo', {}, WAIT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));

    await user.click(screen.getByRole('button', { name: 'Modifica logo' }));
    const logo = await screen.findByRole('dialog', { name: 'Modifica logo' }, WAIT);
    await user.click(within(logo).getByRole('button', { name: 'Carica logo' }));
    expect(await within(logo).findByText('Non pui lasciare vuoto il campo', {}, WAIT)).toBeInTheDocument();
    expect(edits()).toHaveLength(0);
  });

  it("shows the server's message (ACCESS_DENIED) in the modal", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Modifica nome' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica nome' }, WAIT);
    const name = within(dialog).getByLabelText('Nome');
    await user.clear(name);
    await user.type(name, 'Preso');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText(DENIED, {}, WAIT)).toBeInTheDocument();
  });

  it('uploads the logo as the file of edit-logo', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Modifica logo' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica logo' }, WAIT);
    const input = await within(dialog).findByLabelText('Logo', {}, WAIT);
    await user.upload(input, new File([new Uint8Array(2048)], 'logo.jpg', { type: 'image/jpeg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Carica logo' }));
    expect(await screen.findByText('Modifica salvata con successo', {}, WAIT)).toBeInTheDocument();
    const body = edits()[0].body;
    expect(field(body, 'edit-type')).toBe('edit-logo');
    expect(body).toContain('name="file"; filename="logo.jpg"');
  });

  it('adds a photo, then shows MAX_IMAGES_REACHED for the next one, and removes a photo after the question', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(await screen.findByText('2 di 50 foto', {}, WAIT)).toBeInTheDocument();
    const input = await screen.findByLabelText('Aggiungi foto', {}, WAIT);
    await user.upload(input, new File([new Uint8Array(1024)], 'uno.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Carica foto' }));
    expect(await screen.findByText('3 di 50 foto', {}, WAIT)).toBeInTheDocument();
    expect(body(0)).toContain('name="file"; filename="uno.jpg"');

    await user.upload(
      await screen.findByLabelText('Aggiungi foto', {}, WAIT),
      new File([new Uint8Array(1024)], 'due.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Carica foto' }));
    expect(await screen.findByText('Hai superato il limite delle 50 foto', {}, WAIT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elimina la foto 1' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }, WAIT));
    expect(await screen.findByText('2 di 50 foto', {}, WAIT)).toBeInTheDocument();
    expect(field(body(2), 'edit-type')).toBe('remove-image');
    expect(field(body(2), 'content')).toBe('/media/partner/p7/a.jpg');
  });

  it("refuses a gallery photo of another format with the partner forms' text (spec panels §5)", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderEditor();
    await user.upload(
      await screen.findByLabelText('Aggiungi foto', {}, WAIT),
      new File([new Uint8Array(16)], 'tre.webp', { type: 'image/webp' }),
    );
    expect(
      await screen.findByText('Formato immagine non valido, Formati supportati: png, jpeg, jpg', {}, WAIT),
    ).toBeInTheDocument();
    expect(edits()).toHaveLength(0);
  });

  it('opens a photo in the lightbox viewer', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Apri la foto 2' }, WAIT));
    const viewer = await screen.findByRole('dialog', {}, WAIT);
    expect(within(viewer).getByAltText('Foto 2')).toHaveAttribute('src', '/media/partner/p7/b.jpg');
  });

  it('uploads the video as the video of add-video and shows it', async () => {
    const user = userEvent.setup();
    renderEditor();
    const input = await screen.findByLabelText('Scegli il video', {}, WAIT);
    await user.upload(input, new File([new Uint8Array(4096)], 'sala.mp4', { type: 'video/mp4' }));
    await user.click(screen.getByRole('button', { name: 'Carica video' }));
    expect(await screen.findByRole('button', { name: 'Elimina video' }, WAIT)).toBeInTheDocument();
    expect(field(body(0), 'edit-type')).toBe('add-video');
    expect(body(0)).toContain('name="video"; filename="sala.mp4"');
  });

  it("saves the social links together and shows the server's message beside a wrong one", async () => {
    const user = userEvent.setup();
    renderEditor();
    const facebook = await screen.findByLabelText('Facebook', {}, WAIT);
    expect(facebook).toHaveValue('https://www.facebook.com/bellini');
    await user.type(screen.getByLabelText('Instagram'), 'https://evil.example/x');
    await user.click(screen.getAllByRole('button', { name: 'Salva' }).at(-1)!);
    expect(await screen.findByText('Link non valido', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByLabelText('Instagram')).toHaveAttribute('aria-invalid', 'true');
    expect(JSON.parse(field(body(0), 'content')!)).toEqual({
      instagram: 'https://evil.example/x',
      facebook: 'https://www.facebook.com/bellini',
      twitter: '',
      linkedin: '',
      youtube: '',
    });
  });

  it('edits the partner an admin names', async () => {
    renderEditor(9);
    expect(await screen.findByTestId('partner-page-name', {}, WAIT)).toHaveTextContent('Altro');
    expect(screen.getByRole('link', { name: 'Visualizza pagina' })).toHaveAttribute(
      'href',
      '/partner-page?9',
    );
  });
});

const body = (index: number) => edits()[index].body;

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, ToastHost } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import MessaggiSection, { type DeadMessage } from '.';

let server: TestServer;

const dead = (ID: number, overrides: Partial<DeadMessage> = {}): DeadMessage => ({
  ID,
  channel: 'email',
  recipient: `persona${ID}@example.it`,
  template: 'registration',
  status: 'dead',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  // 2026-03-02 09:05 in Rome (CET, UTC+1)
  createdAt: Date.parse('2026-03-02T08:05:00Z') / 1000,
  nextAttemptAt: Date.parse('2026-03-02T09:00:00Z') / 1000,
  sentAt: null,
  delivery: null,
  deliveryAt: null,
  ...overrides,
});

beforeEach(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterEach(async () => {
  configureApi({ baseUrl: '' });
  await server.close();
});

function renderSection() {
  render(
    <>
      <MessaggiSection title="Messaggi non recapitati" />
      <ToastHost />
    </>,
  );
}

describe('#messaggi', () => {
  it('lists the dead messages with channel, recipient, template, attempts, last error and date', async () => {
    server.on('GET', '/api/admin/outbox', (request) => ({
      body: envelope({
        result: 'success',
        messages:
          request.query.get('page') === '1'
            ? [
                dead(7),
                dead(5, {
                  channel: 'wa',
                  recipient: '+39-3331234567',
                  template: 'password-reset',
                  attempts: 3,
                }),
              ]
            : [dead(2, { channel: 'sms', lastError: 'HTTP 503: down' })],
        total: 3,
        nextPage: request.query.get('page') === '1' ? 2 : null,
      }),
    }));
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Messaggi non recapitati' })).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 7)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'E-mail',
        'persona7@example.it',
        'registration',
        '8',
        'connect ECONNREFUSED 127.0.0.1:25',
        '02/03/2026 09:05',
        'Non recapitato',
      ],
      [
        'WhatsApp',
        '+39-3331234567',
        'password-reset',
        '3',
        'connect ECONNREFUSED 127.0.0.1:25',
        '02/03/2026 09:05',
        'Non recapitato',
      ],
      [
        'SMS',
        'persona2@example.it',
        'registration',
        '8',
        'HTTP 503: down',
        '02/03/2026 09:05',
        'Non recapitato',
      ],
    ]);
    const listCalls = server.requests.filter((request) => request.path === '/api/admin/outbox');
    expect(listCalls.map((request) => Object.fromEntries(request.query))).toEqual([
      { status: 'dead', page: '1', maxResults: '100' },
      { status: 'dead', page: '2', maxResults: '100' },
    ]);
  });

  it("shows every message's delivery state in Italian, and what the providers could not deliver", async () => {
    server.on('GET', '/api/admin/outbox', (request) => {
      const all = [
        dead(20, { channel: 'wa', status: 'sent', attempts: 1, lastError: null, delivery: 'read' }),
        dead(19, { channel: 'wa', status: 'sent', attempts: 1, lastError: null, delivery: 'delivered' }),
        dead(18, { channel: 'sms', status: 'sent', attempts: 1, lastError: null, delivery: 'sent' }),
        dead(17, {
          channel: 'wa',
          status: 'sent',
          attempts: 1,
          lastError: '131026 Message undeliverable',
          delivery: 'failed',
        }),
        dead(16, { status: 'sent', attempts: 1, lastError: null }),
        dead(15, { status: 'pending', attempts: 0, lastError: null }),
        dead(14, { channel: 'sms', status: 'held', attempts: 0, lastError: null }),
        dead(13),
      ];
      const messages =
        request.query.get('delivery') === 'failed'
          ? all.filter((message) => message.delivery === 'failed')
          : request.query.get('status') === 'dead'
            ? all.filter((message) => message.status === 'dead')
            : all;
      return { body: envelope({ result: 'success', messages, total: messages.length, nextPage: null }) };
    });
    renderSection();
    expect(await screen.findByText('persona13@example.it')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Mostra'), 'Tutti i messaggi');
    await userEvent.selectOptions(await screen.findByLabelText('Righe per pagina'), '25');
    const table = await screen.findByRole('table');
    await within(table).findByText('persona20@example.it', {}, { timeout: 4000 });
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getAllByRole('cell')[1].textContent,
        within(row).getAllByRole('cell')[6].textContent,
      ]);
    expect(states).toEqual([
      ['persona20@example.it', 'Letto'],
      ['persona19@example.it', 'Consegnato'],
      ['persona18@example.it', 'Inviato'],
      ['persona17@example.it', 'Non consegnato'],
      ['persona16@example.it', 'Inviato'],
      ['persona15@example.it', 'In coda'],
      ['persona14@example.it', 'In attesa del canale'],
      ['persona13@example.it', 'Non recapitato'],
    ]);
    // Only what the outbox gave up on can be retried.
    expect(screen.getAllByRole('button', { name: /^Riprova/ })).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Riprova il messaggio a persona13@example.it' }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Mostra'), 'Non consegnati');
    await waitFor(() => expect(screen.queryByText('persona20@example.it')).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(await screen.findByText('131026 Message undeliverable')).toBeInTheDocument();
    expect(screen.getByText('Non consegnato')).toBeInTheDocument();
    const listCalls = server.requests.filter((request) => request.path === '/api/admin/outbox');
    expect(listCalls.map((request) => Object.fromEntries(request.query))).toEqual([
      { status: 'dead', page: '1', maxResults: '100' },
      { page: '1', maxResults: '100' },
      { delivery: 'failed', page: '1', maxResults: '100' },
    ]);
  });

  it("'Riprova' queues the message again with the CSRF token and takes it off the list", async () => {
    server.on('GET', '/api/admin/outbox', () => ({
      body: envelope({ result: 'success', messages: [dead(7), dead(9)], total: 2, nextPage: null }),
    }));
    server.on('POST', '/api/admin/outbox/7/retry', () => ({
      body: envelope(
        { result: 'success', message: { ...dead(7), status: 'pending', attempts: 0 } },
        { message: 'Messaggio rimesso in coda' },
      ),
    }));
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Riprova il messaggio a persona7@example.it' }),
    );

    expect(await screen.findByText('Messaggio rimesso in coda')).toBeInTheDocument();
    expect(screen.queryByText('persona7@example.it')).not.toBeInTheDocument();
    expect(screen.getByText('persona9@example.it')).toBeInTheDocument();
    const retry = server.requests.find((request) => request.path === '/api/admin/outbox/7/retry');
    expect(retry?.method).toBe('POST');
    expect(server.issuedTokens).toContain(retry?.headers['x-csrf-token']);
  });

  it('keeps the row and says why when the retry is refused', async () => {
    server.on('GET', '/api/admin/outbox', () => ({
      body: envelope({ result: 'success', messages: [dead(7)], total: 1, nextPage: null }),
    }));
    server.on('POST', '/api/admin/outbox/7/retry', () => ({
      status: 409,
      body: failure('Si possono riprovare solo i messaggi non recapitati', 'OUTBOX_NOT_RETRYABLE'),
    }));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /Riprova/ }));
    expect(
      await screen.findByText('Si possono riprovare solo i messaggi non recapitati'),
    ).toBeInTheDocument();
    expect(screen.getByText('persona7@example.it')).toBeInTheDocument();
  });

  it('says so when nothing is waiting, and shows a load failure', async () => {
    server.on('GET', '/api/admin/outbox', () => ({
      body: envelope({ result: 'success', messages: [], total: 0, nextPage: null }),
    }));
    renderSection();
    expect(await screen.findByText('Nessun messaggio da recapitare')).toBeInTheDocument();
  });

  it("shows 'No connection' when the list cannot be loaded", async () => {
    server.on('GET', '/api/admin/outbox', () => ({
      status: 403,
      body: failure('Accesso negato', 'ACCESS_DENIED'),
    }));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, type TestServer } from '@ricordo/shared-design/testing';
import { lastPosted, mountPanel, received, startBackend } from '../../test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startBackend();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const LABELS = [
  'Nome',
  'Cognome',
  'Codice fiscale',
  'Indirizzo',
  'Codice SDI',
  'Telefono',
  'Mail',
  'Mail PEC',
];
const FILLED = [
  'Maria',
  'Rossi',
  'RSSMRA80A41F205X',
  'Via Roma 1, Milano',
  '0000000',
  '3331234567',
  'maria@example.it',
  'maria@pec.example.it',
];

/** A field by its exact label (required fields show an asterisk after it). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

async function fill() {
  for (const [index, label] of LABELS.entries()) await userEvent.type(field(label), FILLED[index]);
}

describe('#aggiungi-abbonato', () => {
  it("marks every empty field 'Campo obbligatorio' and sends nothing", async () => {
    mountPanel('#aggiungi-abbonato');
    await userEvent.click(await screen.findByRole('button', { name: 'Crea abbonato' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(8);
    for (const label of LABELS) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(received(server, 'POST', '/api/lampade/lampadaAbbonatoCreate')).toHaveLength(0);
    // The first field that needs work has the focus.
    expect(field('Nome')).toHaveFocus();
  });

  it('creates the subscriber and says so', async () => {
    server.on('POST', '/api/lampade/lampadaAbbonatoCreate', () => ({
      body: envelope(
        {
          abbonato: {
            idAbbonato: 7,
            nome: 'Maria',
            cognome: 'Rossi',
            codiceFiscale: 'RSSMRA80A41F205X',
            indirizzo: 'Via Roma 1, Milano',
            sdi: '0000000',
            telefono: '+39-3331234567',
            mail: 'maria@example.it',
            mailPec: 'maria@pec.example.it',
          },
        },
        { message: 'Abbonato creato con successo' },
      ),
    }));
    mountPanel('#aggiungi-abbonato');
    await screen.findByRole('button', { name: 'Crea abbonato' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Crea abbonato' }));
    expect(await screen.findByText(/Abbonato creato con successo: Maria Rossi/)).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaAbbonatoCreate')).toEqual({
      nome: 'Maria',
      cognome: 'Rossi',
      codiceFiscale: 'RSSMRA80A41F205X',
      indirizzo: 'Via Roma 1, Milano',
      sdi: '0000000',
      telefono: '3331234567',
      mail: 'maria@example.it',
      mailPec: 'maria@pec.example.it',
    });
    expect(field('Nome')).toHaveValue('');
  });

  it("shows the server's field messages and the spec's failure message", async () => {
    server.on('POST', '/api/lampade/lampadaAbbonatoCreate', () => ({
      status: 400,
      body: {
        response: 'fail',
        result: 'fail',
        message: 'Mail non valida',
        errorCode: 'VALIDATION_FAILED',
        data: { fields: { mail: 'Mail non valida' } },
        session: null,
      },
    }));
    mountPanel('#aggiungi-abbonato');
    await screen.findByRole('button', { name: 'Crea abbonato' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Crea abbonato' }));
    expect(await screen.findByText("Errore nella creazione dell'abbonato, riprova.")).toBeInTheDocument();
    const mail = field('Mail');
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(within(mail.closest('.rc-field') as HTMLElement).getByText('Mail non valida')).toBeInTheDocument();
  });

  it('says whose the codice fiscale is, keeps what was typed, and opens that subscriber', async () => {
    const message =
      "Il codice fiscale RSSMRA80A41F205X appartiene già all'abbonato Maria Rossi: non è stato creato un nuovo abbonato.";
    server.on('POST', '/api/lampade/lampadaAbbonatoCreate', () => ({
      status: 409,
      body: {
        response: 'fail',
        result: 'fail',
        message,
        errorCode: 'SUBSCRIBER_EXISTS',
        data: {
          fields: { codiceFiscale: 'Codice fiscale già registrato per un altro abbonato' },
          idAbbonato: 9,
        },
        session: null,
      },
    }));
    server.on('POST', '/api/lampade/lampadaAbbonato', () => ({
      body: envelope({
        abbonato: {
          idAbbonato: 9,
          nome: 'Maria',
          cognome: 'Rossi',
          codiceFiscale: 'RSSMRA80A41F205X',
          indirizzo: 'Via Roma 1, Milano',
          sdi: '0000000',
          telefono: '+39-3331234567',
          mail: 'maria@example.it',
          mailPec: 'maria@pec.example.it',
        },
      }),
    }));
    mountPanel('#aggiungi-abbonato');
    await screen.findByRole('button', { name: 'Crea abbonato' });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Crea abbonato' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Errore nella creazione dell'abbonato, riprova.")).toBeNull();
    expect(screen.getByText('Codice fiscale già registrato per un altro abbonato')).toBeInTheDocument();
    for (const [index, label] of LABELS.entries()) expect(field(label)).toHaveValue(FILLED[index]);

    await userEvent.click(screen.getByRole('button', { name: "Apri l'abbonato esistente" }));
    expect(await screen.findByRole('dialog', { name: 'Abbonato Maria Rossi' })).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaAbbonato')).toEqual({ idAbbonato: '9' });
  });
});

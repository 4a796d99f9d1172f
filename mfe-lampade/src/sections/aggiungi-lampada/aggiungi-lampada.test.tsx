import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure, type TestServer } from '@ricordo/shared-design/testing';
import { lastPosted, mountPanel, received, startBackend } from '../../test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startBackend();
});
afterAll(async () => {
  await server.close();
});

const PEOPLE = [
  {
    ID: 1000,
    name: 'Giuseppe',
    surname: 'Martinelli',
    dateOfBirth: '1931-03-12',
    dateOfDeath: '2019-11-02',
    graveyardName: 'Cimitero Monumentale',
    graveLocation: 'Milano',
    hasLamp: false,
  },
  {
    ID: 1001,
    name: 'Giuseppina',
    surname: 'Rossi',
    dateOfBirth: null,
    dateOfDeath: null,
    graveyardName: null,
    graveLocation: null,
    hasLamp: true,
  },
];
const SUBSCRIBER = {
  idAbbonato: 7,
  nome: 'Lucia',
  cognome: 'Verdi',
  codiceFiscale: 'VRDLCU60A41F205Q',
  indirizzo: 'Via Verdi 3',
  sdi: '0000000',
  telefono: '+39-3331122334',
  mail: 'lucia@example.it',
  mailPec: 'lucia@pec.example.it',
};

beforeEach(() => {
  server.requests.length = 0;
  server.on('POST', '/api/lampade/lampadaSearchDefunti', () => ({ body: envelope({ defunti: PEOPLE }) }));
  server.on('POST', '/api/lampade/lampadaSearchAbbonati', () => ({
    body: envelope({ abbonati: [SUBSCRIBER] }),
  }));
});

async function pick() {
  await userEvent.type(await screen.findByLabelText('Cerca il defunto (nome e cognome, o id)'), 'giuseppe');
  await userEvent.click(screen.getByRole('button', { name: 'Cerca defunto' }));
  const deceased = await screen.findByRole('radiogroup', { name: 'Scegli il defunto' });
  expect(
    within(deceased).getByRole('radio', { name: /Giuseppina Rossi \(ha già una lampada\)/ }),
  ).toBeDisabled();
  await userEvent.click(
    within(deceased).getByRole('radio', { name: /Giuseppe Martinelli · 12\/03\/1931 – 02\/11\/2019/ }),
  );
  await userEvent.type(screen.getByLabelText('Cerca l’abbonato (nome, cognome o codice fiscale)'), 'verdi');
  await userEvent.click(screen.getByRole('button', { name: 'Cerca abbonato' }));
  const subscribers = await screen.findByRole('radiogroup', { name: 'Scegli l’abbonato' });
  await userEvent.click(within(subscribers).getByRole('radio', { name: /Lucia Verdi/ }));
}

describe('#aggiungi-lampada', () => {
  it("needs a deceased and a subscriber ('Campo obbligatorio') before it asks the server", async () => {
    mountPanel('#aggiungi-lampada');
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi lampada' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(received(server, 'POST', '/api/lampade/lampadaCreate')).toHaveLength(0);
  });

  it('creates the lamp for the chosen deceased and subscriber, and shows its credentials once', async () => {
    server.on('POST', '/api/lampade/lampadaCreate', () => ({
      body: envelope(
        {
          lampada: { serialeLampada: 'RL-ABCDEFGH23' },
          password: 'segreto-della-lampada',
          topicCheckin: 'ricordo/lamps/RL-ABCDEFGH23/checkin',
          topicDesired: 'ricordo/lamps/RL-ABCDEFGH23/desired',
        },
        { message: 'Lampada aggiunta con successo, ricordati di aggiungere un pagamento per attivarla.' },
      ),
    }));
    mountPanel('#aggiungi-lampada');
    await pick();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi lampada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credenziali della lampada' });
    expect(
      within(dialog).getByText(
        'Lampada aggiunta con successo, ricordati di aggiungere un pagamento per attivarla.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('RL-ABCDEFGH23')).toBeInTheDocument();
    expect(within(dialog).getByText('segreto-della-lampada')).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaCreate')).toEqual({
      idDefunto: '1000',
      idAbbonato: '7',
      idGestore: '3',
    });
  });

  it("says 'Errore nella creazione della lampada, riprova.' when the server refuses", async () => {
    server.on('POST', '/api/lampade/lampadaCreate', () => ({
      status: 409,
      body: failure('Errore nella creazione della lampada, riprova.', 'LAMP_EXISTS'),
    }));
    mountPanel('#aggiungi-lampada');
    await pick();
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi lampada' }));
    expect(await screen.findByText('Errore nella creazione della lampada, riprova.')).toBeInTheDocument();
  });
});

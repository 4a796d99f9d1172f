import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const NOW = Math.floor(Date.now() / 1000);

function lamp(overrides: Record<string, unknown> = {}) {
  return {
    serialeLampada: 'RL-DEMO1000',
    idDefunto: 1000,
    nomeDefunto: 'Giuseppe',
    cognomeDefunto: 'Martinelli',
    idAbbonato: 7,
    abbonato: 'Lucia Verdi',
    idGestore: 3,
    dataUltimoControllo: NOW - 60,
    secondiProssimaConnessione: 3600,
    secondiFunzionamentoSenzaConnessione: 3 * 86_400,
    statoLampadaImpostato: 1,
    statoLampadaEffettivo: 1,
    statoLampadaApplicato: 1,
    livelloBatteria: 87,
    firmware: 'demo-1.0.0',
    dataTermineAccensione: '2027-12-31',
    attiva: true,
    effettoFiammaFino: null,
    inAttesa: false,
    anomalia: false,
    motivoAnomalia: null,
    guasto: null,
    anomaliaDal: null,
    versione: 2,
    versioneApplicata: 2,
    ultimaSequenza: 40,
    canoneAnnuoCentesimi: 3050,
    ...overrides,
  };
}

const LAMPS = [
  lamp(),
  lamp({
    serialeLampada: 'RL-ANOMALY01',
    idDefunto: 1001,
    nomeDefunto: 'Anna',
    cognomeDefunto: 'Bianchi',
    statoLampadaEffettivo: 2,
    anomalia: true,
    motivoAnomalia: 'missed',
    anomaliaDal: NOW - 3600,
    livelloBatteria: null,
    dataUltimoControllo: null,
    dataTermineAccensione: null,
    inAttesa: true,
  }),
];

let current = lamp();

beforeEach(() => {
  server.requests.length = 0;
  current = lamp();
  server.on('GET', '/api/lampade/lampadeGestoreData/3', (request) => {
    const anomalies = request.query.get('anomalia') === '1';
    const rows = anomalies ? LAMPS.filter((row) => row.anomalia) : LAMPS;
    return { body: envelope({ lampade: rows, total: rows.length, nextPage: null, anomalie: 1 }) };
  });
  server.on('GET', '/api/lampade/lampadaData/1000', () => ({
    body: envelope({ result: 'success', lampadaData: current }),
  }));
  server.on('POST', '/api/lampade/lampadaPagamenti', () => ({
    body: envelope({
      pagamenti: [
        {
          idPagamento: 5,
          protocolloServizio: 'LV-2026-000005',
          dataPagamento: '2026-03-01',
          dataTermine: '2027-12-31',
          tipo: 'Contanti',
          importoCentesimi: 2500,
          idAbbonato: 7,
          ricevuta: '/api/lampade/lampadaRicevuta/5',
        },
      ],
    }),
  }));
  server.on('POST', '/api/lampade/lampadeCollegateLoad', () => ({
    body: envelope({
      result: 'success',
      lampadeCollegate: [{ idProduzione: 'U-1', lampadaAbilitataDaGestore: 0, ultimoRilevamento: NOW - 60 }],
    }),
  }));
});

async function openPopup() {
  mountPanel('#lampade');
  await userEvent.click(await screen.findByRole('cell', { name: 'RL-DEMO1000' }));
  return screen.findByRole('dialog', { name: 'Lampada RL-DEMO1000' });
}

describe('#lampade', () => {
  it("lists the manager's lamps with state, battery, last check-in, paid period and 'in attesa'", async () => {
    mountPanel('#lampade');
    const lit = (await screen.findByRole('cell', { name: 'RL-DEMO1000' })).closest('tr') as HTMLElement;
    expect(received(server, 'GET', '/api/lampade/lampadeGestoreData/3')).toHaveLength(1);
    expect(within(lit).getByText('Accesa')).toBeInTheDocument();
    expect(within(lit).getByText('87%')).toBeInTheDocument();
    expect(within(lit).getByText('31/12/2027')).toBeInTheDocument();
    expect(within(lit).getByText('Sempre Accesa')).toBeInTheDocument();
    expect(within(lit).queryByText('in attesa')).toBeNull();
    const broken = screen.getByRole('cell', { name: 'RL-ANOMALY01' }).closest('tr') as HTMLElement;
    expect(within(broken).getByText('In anomalia')).toBeInTheDocument();
    expect(within(broken).getByText('in attesa')).toBeInTheDocument();
    expect(within(broken).getByText('Non pagata')).toBeInTheDocument();
    expect(within(broken).getByText('Mai')).toBeInTheDocument();
  });

  it('opens the popup of the lamp the memorial page linked (?DeceasedID=), and forgets it once closed', async () => {
    const { location } = mountPanel('?DeceasedID=0001000#lampade');
    const popup = await screen.findByRole('dialog', { name: 'Lampada RL-DEMO1000' });
    expect(received(server, 'GET', '/api/lampade/lampadaData/1000')).toHaveLength(1);
    await userEvent.click(within(popup).getAllByRole('button', { name: 'Chiudi' })[0]);
    await waitFor(() => expect(location()).toBe('/lampade-panel#lampade'));
    expect(screen.queryByRole('dialog', { name: 'Lampada RL-DEMO1000' })).toBeNull();
  });

  it('filters the lamps in anomaly', async () => {
    mountPanel('#lampade');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Solo lampade in anomalia (1)' }));
    // RL-ANOMALY01 is on the unfiltered list too: wait for the filtered answer to replace it.
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'RL-DEMO1000' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'RL-ANOMALY01' })).toBeInTheDocument();
    const calls = received(server, 'GET', '/api/lampade/lampadeGestoreData/3');
    expect(calls.at(-1)?.query.get('anomalia')).toBe('1');
  });

  it('sets the mode and the schedules in seconds, at least one second each', async () => {
    server.on('POST', '/api/lampade/lampadaSet', () => {
      current = lamp({ statoLampadaImpostato: 2, inAttesa: true, versione: 3 });
      return {
        body: envelope(
          { result: 'success', lampadaData: current },
          { message: 'Configurazione aggiornata con successo' },
        ),
      };
    });
    const popup = await openPopup();
    await userEvent.selectOptions(within(popup).getByLabelText('Modalità'), '2');
    const days = within(popup).getByLabelText('Giorni');
    const time = within(popup).getByLabelText('Ore e minuti');
    const next = within(popup).getByLabelText(/Tempo tra un collegamento e il successivo/);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    fireEvent.change(time, { target: { value: '00:00' } });
    fireEvent.change(next, { target: { value: '00:00:00' } });
    await userEvent.click(within(popup).getByRole('button', { name: 'Salva' }));
    expect(await within(popup).findAllByText('Inserisci almeno 1 secondo')).toHaveLength(2);
    expect(received(server, 'POST', '/api/lampade/lampadaSet')).toHaveLength(0);

    await userEvent.clear(days);
    await userEvent.type(days, '2');
    fireEvent.change(time, { target: { value: '06:30' } });
    fireEvent.change(next, { target: { value: '00:15:05' } });
    await userEvent.click(within(popup).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Configurazione aggiornata con successo')).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaSet')).toEqual({
      idDefunto: '1000',
      statoLampadaImpostato: '2',
      secondiSenzaConnessione: String(2 * 86_400 + 6 * 3_600 + 30 * 60),
      secondiProssimaConnessione: String(15 * 60 + 5),
    });
    // The popup reads the lamp again: the change waits for the lamp's next check-in.
    expect(
      await within(popup).findByText('La lampada applicherà la modifica al prossimo collegamento'),
    ).toBeInTheDocument();
  });

  it("records a payment ('Contanti' by default) and lists the receipts", async () => {
    server.on('POST', '/api/lampade/lampadaPagamentoCreate', () => ({
      body: envelope({ created: true }, { message: 'Pagamento registrato con successo' }),
    }));
    const popup = await openPopup();
    const link = await within(popup).findByRole('link', { name: 'Ricevuta' });
    expect(link).toHaveAttribute('href', '/api/lampade/lampadaRicevuta/5');
    expect(within(popup).getByText(/LV-2026-000005/)).toBeInTheDocument();
    expect(within(popup).getByLabelText('Tipo di pagamento')).toHaveValue('Contanti');
    fireEvent.change(within(popup).getByLabelText('Pagata fino al'), { target: { value: '2028-12-31' } });
    await userEvent.type(within(popup).getByLabelText('Importo (€)'), '30,00');
    await userEvent.click(within(popup).getByRole('button', { name: 'Aggiungi pagamento' }));
    expect(await screen.findByText('Pagamento registrato con successo')).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaPagamentoCreate')).toMatchObject({
      seriale: 'RL-DEMO1000',
      abbonato: '7',
      enddate: '2028-12-31',
      type: 'Contanti',
      importo: '30,00',
    });
  });

  it('enables a connected lamp', async () => {
    server.on('POST', '/api/lampade/lampadeCollegateAttiva', () => ({ body: envelope(null) }));
    const popup = await openPopup();
    await userEvent.click(await within(popup).findByRole('checkbox', { name: 'U-1 — Abilitata' }));
    await screen.findByRole('dialog', { name: 'Lampada RL-DEMO1000' });
    // The click does not wait for the request: wait for it to reach the server.
    await waitFor(() =>
      expect(lastPosted(server, '/api/lampade/lampadeCollegateAttiva')).toEqual({
        idProduzione: 'U-1',
        attiva: '1',
      }),
    );
  });

  it("'Aggiorna' showing a newer check-in reads the connected lamps again: a unit it reported appears", async () => {
    let units: Array<{ idProduzione: string; lampadaAbilitataDaGestore: number; ultimoRilevamento: number }> =
      [];
    server.on('POST', '/api/lampade/lampadeCollegateLoad', () => ({
      body: envelope({ result: 'success', lampadeCollegate: units }),
    }));
    const popup = await openPopup();
    expect(
      await within(popup).findByText('La lampada non ha segnalato lampade collegate.'),
    ).toBeInTheDocument();
    const reads = received(server, 'POST', '/api/lampade/lampadeCollegateLoad').length;
    const lampReads = received(server, 'GET', '/api/lampade/lampadaData/1000').length;
    // 'Aggiorna' without a new check-in: the list is not read again.
    await userEvent.click(within(popup).getByRole('button', { name: 'Aggiorna' }));
    await waitFor(() =>
      expect(received(server, 'GET', '/api/lampade/lampadaData/1000')).toHaveLength(lampReads + 1),
    );
    expect(received(server, 'POST', '/api/lampade/lampadeCollegateLoad')).toHaveLength(reads);
    // The lamp checked in since, listing a unit.
    current = lamp({ dataUltimoControllo: NOW });
    units = [{ idProduzione: 'U-2', lampadaAbilitataDaGestore: 0, ultimoRilevamento: NOW }];
    await userEvent.click(within(popup).getByRole('button', { name: 'Aggiorna' }));
    expect(await within(popup).findByRole('checkbox', { name: 'U-2 — Abilitata' })).not.toBeChecked();
  });

  it("asks 'Sei sicuro di voler cancellare questa Lampada?' before deleting it", async () => {
    server.on('POST', '/api/lampade/lampadaDelete', () => ({
      body: envelope(null, { message: 'Elemento eliminato con successo' }),
    }));
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'Elimina lampada' }));
    expect(await screen.findByText('Sei sicuro di voler cancellare questa Lampada?')).toBeInTheDocument();
    expect(received(server, 'POST', '/api/lampade/lampadaDelete')).toHaveLength(0);
    const confirm = screen.getByRole('dialog', { name: 'Attenzione' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Si' }));
    expect(await screen.findByText('Elemento eliminato con successo')).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaDelete')).toEqual({ seriale: 'RL-DEMO1000' });
    expect(screen.queryByRole('dialog', { name: 'Lampada RL-DEMO1000' })).toBeNull();
  });

  it('saves unchanged settings without sending them: stored seconds the fields round are kept', async () => {
    // 25 h 1 m 1 s between connections shows as 23:59:59; 2 d 1 h 2 m 3 s without connection as 01:02.
    current = lamp({ secondiProssimaConnessione: 90_061, secondiFunzionamentoSenzaConnessione: 176_523 });
    server.on('POST', '/api/lampade/lampadaSet', () => ({
      body: envelope(
        { result: 'success', lampadaData: current },
        { message: 'Configurazione aggiornata con successo' },
      ),
    }));
    mountPanel('?DeceasedID=0001000#lampade');
    const popup = await screen.findByRole('dialog', { name: 'Lampada RL-DEMO1000' });
    await waitFor(() => expect(within(popup).getByLabelText('Giorni')).toHaveValue(2));
    await userEvent.click(within(popup).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Configurazione aggiornata con successo')).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaSet')).toEqual({ idDefunto: '1000' });
  });

  it("shows the 'Canone annuo' and sends it only when changed; the server's refusal shows on the field", async () => {
    server.on('POST', '/api/lampade/lampadaSet', (request) => {
      const body = JSON.parse(request.body) as Record<string, string>;
      if (body.canoneAnnuo === 'tanti')
        return {
          status: 400,
          body: {
            ...envelope({ fields: { canoneAnnuo: 'Campo non valido' } }),
            response: 'fail',
            result: 'fail',
          },
        };
      return { body: envelope({ result: 'success', lampadaData: current }) };
    });
    const popup = await openPopup();
    const fee = within(popup).getByLabelText('Canone annuo (€)');
    expect(fee).toHaveValue('30,50');
    await userEvent.clear(fee);
    await userEvent.type(fee, 'tanti');
    await userEvent.click(within(popup).getByRole('button', { name: 'Salva' }));
    expect(await within(popup).findByText('Campo non valido')).toBeInTheDocument();
    await userEvent.clear(fee);
    await userEvent.type(fee, '36');
    await userEvent.click(within(popup).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(lastPosted(server, '/api/lampade/lampadaSet')).toEqual({ idDefunto: '1000', canoneAnnuo: '36' }),
    );
  });

  it("opens the subscriber ('Dati abbonato') and sends only the fields corrected", async () => {
    const subscriber = {
      idAbbonato: 7,
      nome: 'Lucia',
      cognome: 'Verdi',
      codiceFiscale: 'VRDLCU60A41F205Q',
      indirizzo: 'Via Giuseppe Verdi 3, 20121 Milano (MI)',
      sdi: '0000000',
      telefono: '+39-3331122334',
      mail: 'lucia.verdi@ricordo.example',
      mailPec: 'lucia.verdi@pec.ricordo.example',
    };
    server.on('POST', '/api/lampade/lampadaAbbonato', () => ({ body: envelope({ abbonato: subscriber }) }));
    server.on('POST', '/api/lampade/lampadaAbbonatoUpdate', () => ({
      body: envelope({ abbonato: subscriber }, { message: 'Elemento modificato con successo' }),
    }));
    const popup = await openPopup();
    await userEvent.click(within(popup).getByRole('button', { name: 'Dati abbonato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abbonato Lucia Verdi' });
    expect(lastPosted(server, '/api/lampade/lampadaAbbonato')).toEqual({ idAbbonato: '7' });
    const phone = within(dialog).getByLabelText(/^Telefono/);
    expect(phone).toHaveValue('+39-3331122334');
    // Saved unchanged: nothing but the id.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Elemento modificato con successo')).toBeInTheDocument();
    expect(lastPosted(server, '/api/lampade/lampadaAbbonatoUpdate')).toEqual({ idAbbonato: '7' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Abbonato Lucia Verdi' })).toBeNull());

    // A refused correction keeps what was typed and shows the server's message on the field.
    server.on('POST', '/api/lampade/lampadaAbbonatoUpdate', () => ({
      status: 400,
      body: {
        response: 'fail',
        result: 'fail',
        message: 'Numero di telefono non valido',
        errorCode: 'VALIDATION_FAILED',
        data: { fields: { telefono: 'Numero di telefono non valido' } },
        session: null,
      },
    }));
    await userEvent.click(within(popup).getByRole('button', { name: 'Dati abbonato' }));
    const again = await screen.findByRole('dialog', { name: 'Abbonato Lucia Verdi' });
    const field = within(again).getByLabelText(/^Telefono/);
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await userEvent.click(within(again).getByRole('button', { name: 'Salva' }));
    expect(await within(again).findAllByText('Numero di telefono non valido')).not.toHaveLength(0);
    expect(lastPosted(server, '/api/lampade/lampadaAbbonatoUpdate')).toEqual({
      idAbbonato: '7',
      telefono: '12',
    });
    expect(field).toHaveValue('12');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import type { NotificationFrequency, NotificationZone } from '../api/types';
import { clearLocationCache } from '../location/location-hooks';
import { countRequests, serveLocations } from '../test/location-fixtures';
import { envelope, failure, startTestServer, type TestServer } from '../test/test-server';
import {
  completeZones,
  NotificationFrequencySelect,
  NotificationZonesPicker,
  validateNotificationZones,
} from './NotificationZonesPicker';
import { resetNotificationTimeLabel } from './notification-time-label';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
  serveLocations(server);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  clearLocationCache();
  server.requests.length = 0;
});

function Picker({ initial = [] as NotificationZone[] }) {
  const [zones, setZones] = useState<NotificationZone[]>(initial);
  return (
    <>
      <NotificationZonesPicker value={zones} onChange={setZones} error={validateNotificationZones(zones)} />
      <output data-testid="zones">{JSON.stringify(zones)}</output>
    </>
  );
}

function zonesShown(): NotificationZone[] {
  return JSON.parse(screen.getByTestId('zones').textContent ?? '[]') as NotificationZone[];
}

async function row(number: number) {
  return within(await screen.findByRole('group', { name: `Zona ${number}` }));
}

describe('NotificationZonesPicker', () => {
  it('shows one empty row to fill in and the required-zone message linked to the list', async () => {
    render(<Picker />);
    const first = await row(1);
    expect(await first.findByRole('option', { name: 'Lombardia' })).toBeInTheDocument();
    expect(first.getByLabelText('Provincia')).toBeDisabled();
    expect(first.getByLabelText('Comune')).toBeDisabled();
    expect(first.getByLabelText('CAP')).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Zone di interesse' })).toHaveAccessibleDescription(
      'Seleziona almeno una zona',
    );
  });

  it('walks region → province → comune → CAP, with Tutti (null) below the chosen level', async () => {
    render(<Picker />);
    const first = await row(1);
    await first.findByRole('option', { name: 'Lombardia' });
    await userEvent.selectOptions(first.getByLabelText('Regione'), 'Lombardia');

    expect(zonesShown()).toEqual([{ region: 10, province: null, location: null, cap: null }]);
    expect(first.getByLabelText('Provincia')).toHaveDisplayValue('Tutti');
    await first.findByRole('option', { name: 'Milano (MI)' });
    await userEvent.selectOptions(first.getByLabelText('Provincia'), 'Milano (MI)');
    await first.findByRole('option', { name: 'Abbiategrasso' });
    await userEvent.selectOptions(first.getByLabelText('Comune'), 'Milano');

    const capOptions = within(first.getByLabelText('CAP'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(capOptions).toEqual(['Tutti', '20121', '20122', '20123']);
    expect(zonesShown()).toEqual([{ region: 10, province: 15, location: 15146, cap: null }]);

    await userEvent.selectOptions(first.getByLabelText('CAP'), '20122');
    expect(zonesShown()).toEqual([{ region: 10, province: 15, location: 15146, cap: '20122' }]);
    expect(screen.getByRole('group', { name: 'Zone di interesse' })).not.toHaveAccessibleDescription();
  });

  it('clears province, comune and CAP when the region changes, and loads the new provinces', async () => {
    render(<Picker initial={[{ region: 10, province: 15, location: 15146, cap: '20122' }]} />);
    const first = await row(1);
    expect(await first.findByRole('option', { name: '20122' })).toBeInTheDocument();
    expect(first.getByLabelText('Comune')).toHaveDisplayValue('Milano');
    await first.findByRole('option', { name: 'Toscana' });

    await userEvent.selectOptions(first.getByLabelText('Regione'), 'Toscana');

    expect(zonesShown()).toEqual([{ region: 13, province: null, location: null, cap: null }]);
    expect(await first.findByRole('option', { name: 'Firenze (FI)' })).toBeInTheDocument();
    expect(first.queryByRole('option', { name: 'Milano (MI)' })).toBeNull();
    expect(first.getByLabelText('Comune')).toBeDisabled();
    expect(countRequests(server, '/api/location/getProvince/13')).toBe(1);
  });

  it('clears comune and CAP when the province changes', async () => {
    render(<Picker initial={[{ region: 10, province: 15, location: 15146, cap: '20122' }]} />);
    const first = await row(1);
    await first.findByRole('option', { name: 'Bergamo (BG)' });
    await userEvent.selectOptions(first.getByLabelText('Provincia'), 'Bergamo (BG)');
    expect(zonesShown()).toEqual([{ region: 10, province: 16, location: null, cap: null }]);
    expect(await first.findByRole('option', { name: 'Bergamo' })).toBeInTheDocument();
  });

  it('adds rows (focusing the new region select), removes them, and asks each list once', async () => {
    render(<Picker initial={[{ region: 10, province: null, location: null, cap: null }]} />);
    await (await row(1)).findByRole('option', { name: 'Milano (MI)' });

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi zona' }));
    expect((await row(2)).getByLabelText('Regione')).toHaveFocus();
    await userEvent.selectOptions((await row(2)).getByLabelText('Regione'), 'Lombardia');
    expect(zonesShown()).toHaveLength(2);
    expect(countRequests(server, '/api/location/getRegioni')).toBe(1);
    expect(countRequests(server, '/api/location/getProvince/10')).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi zona 1' }));
    expect(zonesShown()).toEqual([{ region: 10, province: null, location: null, cap: null }]);
    expect(screen.queryByRole('group', { name: 'Zona 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Aggiungi zona' })).toHaveFocus();
  });
});

describe('zone helpers', () => {
  it('keeps only rows with a region and requires one', () => {
    const empty = { region: null, province: null, location: null, cap: null };
    const lombardia = { region: 10, province: null, location: null, cap: null };
    expect(completeZones([empty, lombardia])).toEqual([lombardia]);
    expect(validateNotificationZones([empty])).toBe('Seleziona almeno una zona');
    expect(validateNotificationZones([], 'Devi selezionare almeno un luogo di riferimento')).toBe(
      'Devi selezionare almeno un luogo di riferimento',
    );
    expect(validateNotificationZones([lombardia])).toBeNull();
  });
});

describe('NotificationFrequencySelect', () => {
  it('offers the four frequencies in Italian and reports the chosen key', async () => {
    function Frequency() {
      const [value, setValue] = useState<NotificationFrequency>('daily');
      return (
        <>
          <NotificationFrequencySelect value={value} onChange={setValue} />
          <output data-testid="frequency">{value}</output>
        </>
      );
    }
    render(<Frequency />);
    const select = screen.getByLabelText('Frequenza delle notifiche');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In tempo reale', 'Una volta al giorno', 'Una volta alla settimana', 'Mai']);
    expect(select).toHaveDisplayValue('Una volta al giorno');
    await userEvent.selectOptions(select, 'Una volta alla settimana');
    expect(screen.getByTestId('frequency')).toHaveTextContent('weekly');
  });

  it('says when the daily and weekly digests go out (GET timeNotLabel), kept as the time label', async () => {
    resetNotificationTimeLabel();
    server.on('GET', '/api/notifications/timeNotLabel', () => ({
      body: envelope({ daily: 'alle 18:00', weekly: 'il lunedì alle 18:00' }),
    }));
    function Frequency() {
      const [value, setValue] = useState<NotificationFrequency>('daily');
      return <NotificationFrequencySelect value={value} onChange={setValue} />;
    }
    const view = render(<Frequency />);
    const select = screen.getByLabelText('Frequenza delle notifiche');
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription('Riceverai un riepilogo ogni giorno alle 18:00.'),
    );
    expect(JSON.parse(window.localStorage.getItem('ricordo.timeLabel') ?? 'null')).toEqual({
      daily: 'alle 18:00',
      weekly: 'il lunedì alle 18:00',
    });
    await userEvent.selectOptions(select, 'Una volta alla settimana');
    expect(select).toHaveAccessibleDescription(
      'Riceverai un riepilogo ogni settimana, il lunedì alle 18:00.',
    );
    await userEvent.selectOptions(select, 'In tempo reale');
    expect(select).not.toHaveAccessibleDescription(/riepilogo/);

    // The next page shows the stored label at once, before its own call answers.
    view.unmount();
    resetNotificationTimeLabel();
    server.on('GET', '/api/notifications/timeNotLabel', () => ({ status: 500, body: failure('No', null) }));
    render(<Frequency />);
    expect(screen.getByLabelText('Frequenza delle notifiche')).toHaveAccessibleDescription(
      'Riceverai un riepilogo ogni giorno alle 18:00.',
    );
  });

  it('can offer a subset (purchase side: realtime, daily, never)', () => {
    render(
      <NotificationFrequencySelect
        value="never"
        onChange={() => {}}
        frequencies={['realtime', 'daily', 'never']}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});

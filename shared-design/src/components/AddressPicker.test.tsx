import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import { clearLocationCache } from '../location/location-hooks';
import { countRequests, serveLocations } from '../test/location-fixtures';
import { envelope, startTestServer, type TestServer } from '../test/test-server';
import {
  AddressPicker,
  EMPTY_ADDRESS,
  validateAddress,
  withNationality,
  type AddressValue,
} from './AddressPicker';

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

const MILANO: AddressValue = {
  nationID: 105,
  region: 10,
  province: 15,
  location: 15146,
  cap: '20122',
  address: 'Via Dante',
  number: '4',
  completeAddress: '',
};

function Picker({
  initial = EMPTY_ADDRESS,
  validate = false,
}: {
  initial?: AddressValue;
  validate?: boolean;
}) {
  const [value, setValue] = useState<AddressValue>(initial);
  return (
    <>
      <AddressPicker value={value} onChange={setValue} errors={validate ? validateAddress(value) : {}} />
      <output data-testid="address">{JSON.stringify(value)}</output>
    </>
  );
}

function shown(): AddressValue {
  return JSON.parse(screen.getByTestId('address').textContent ?? '{}') as AddressValue;
}

describe("AddressPicker: 'Compila dal CAP' (GET locationFromCap)", () => {
  beforeEach(() => {
    const comune = (ID: number, name: string, cap: string, capList: string[]) => ({
      ID,
      name,
      cap,
      capList,
      provinceID: 15,
      regionID: 10,
    });
    server.on('GET', '/api/location/locationFromCap/20081', () => ({
      body: envelope({ comuni: [comune(15002, 'Abbiategrasso', '20081', ['20081'])] }),
    }));
    server.on('GET', '/api/location/locationFromCap/20121', () => ({
      body: envelope({
        comuni: [
          comune(15146, 'Milano', '20121', ['20121', '20122', '20123']),
          comune(15002, 'Abbiategrasso', '20081', ['20081']),
        ],
      }),
    }));
    server.on('GET', '/api/location/locationFromCap/99999', () => ({ body: envelope({ comuni: [] }) }));
  });

  it('fills region, province, comune and CAP from a CAP of one comune', async () => {
    render(<Picker />);
    await userEvent.type(await screen.findByLabelText(/^Compila dal CAP/), '20081');
    await waitFor(() =>
      expect(shown()).toMatchObject({ region: 10, province: 15, location: 15002, cap: '20081' }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Comune/)).toHaveDisplayValue('Abbiategrasso'));
    expect(screen.getByLabelText(/^Regione/)).toHaveDisplayValue('Lombardia');
    expect(screen.getByLabelText(/^Provincia/)).toHaveDisplayValue('Milano (MI)');
    expect(screen.getByLabelText(/^CAP/)).toHaveValue('20081');
  });

  it('asks which comune when several share the CAP, and says when none has it', async () => {
    render(<Picker />);
    const lookup = await screen.findByLabelText(/^Compila dal CAP/);
    await userEvent.type(lookup, '20121');
    const choice = await screen.findByLabelText(/^Comune del CAP/);
    expect(shown().location).toBeNull();
    await userEvent.selectOptions(choice, 'Milano');
    expect(shown()).toMatchObject({ region: 10, province: 15, location: 15146, cap: '20121' });
    expect(screen.queryByLabelText(/^Comune del CAP/)).toBeNull();

    await userEvent.clear(lookup);
    await userEvent.type(lookup, '99999');
    expect(await screen.findByText('Nessun comune con questo CAP')).toBeInTheDocument();
    expect(shown().location).toBe(15146);
  });
});

describe('AddressPicker', () => {
  it('starts on Italia with the cascade, lower levels disabled until the level above is chosen', async () => {
    render(<Picker />);
    expect(await screen.findByRole('option', { name: 'Francia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nazionalità')).toHaveDisplayValue('Italia');
    expect(screen.getByLabelText(/^Provincia/)).toBeDisabled();
    expect(screen.getByLabelText(/^Comune/)).toBeDisabled();
    expect(screen.getByLabelText(/^Indirizzo/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Civico/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Indirizzo completo/)).toBeNull();
  });

  it('fills region → province → comune, and the comune sets its main CAP with a select of its CAPs', async () => {
    render(<Picker />);
    await screen.findByRole('option', { name: 'Lombardia' });
    await userEvent.selectOptions(screen.getByLabelText(/^Regione/), 'Lombardia');
    await screen.findByRole('option', { name: 'Milano (MI)' });
    await userEvent.selectOptions(screen.getByLabelText(/^Provincia/), 'Milano (MI)');
    await screen.findByRole('option', { name: 'Abbiategrasso' });
    await userEvent.selectOptions(screen.getByLabelText(/^Comune/), 'Milano');

    const cap = screen.getByLabelText(/^CAP/);
    expect(cap.tagName).toBe('SELECT');
    expect(cap).toHaveDisplayValue('20121');
    expect(
      within(cap)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20121', '20122', '20123']);
    await userEvent.selectOptions(cap, '20123');
    expect(shown()).toMatchObject({ region: 10, province: 15, location: 15146, cap: '20123' });

    // A comune with a single CAP shows it read-only.
    await userEvent.selectOptions(screen.getByLabelText(/^Comune/), 'Abbiategrasso');
    expect(screen.getByLabelText(/^CAP/)).toHaveValue('20081');
    expect(screen.getByLabelText(/^CAP/)).toHaveAttribute('readonly');
    expect(shown().cap).toBe('20081');
  });

  it('clears province, comune and CAP when the region changes, and loads the new provinces', async () => {
    render(<Picker initial={MILANO} />);
    expect(await screen.findByRole('option', { name: '20123' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Toscana' });

    await userEvent.selectOptions(screen.getByLabelText(/^Regione/), 'Toscana');

    expect(shown()).toMatchObject({
      region: 13,
      province: null,
      location: null,
      cap: null,
      address: 'Via Dante',
    });
    expect(await screen.findByRole('option', { name: 'Firenze (FI)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Milano (MI)' })).toBeNull();
    expect(screen.getByLabelText(/^Comune/)).toBeDisabled();
    expect(countRequests(server, '/api/location/getProvince/13')).toBe(1);
  });

  it('clears comune and CAP when the province changes and loads its comuni', async () => {
    render(<Picker initial={MILANO} />);
    await screen.findByRole('option', { name: 'Bergamo (BG)' });
    await userEvent.selectOptions(screen.getByLabelText(/^Provincia/), 'Bergamo (BG)');
    expect(shown()).toMatchObject({ province: 16, location: null, cap: null });
    expect(await screen.findByRole('option', { name: 'Bergamo' })).toBeInTheDocument();
    expect(countRequests(server, '/api/location/getComuni/16')).toBe(1);
  });

  it('switches to one free-text address abroad, clearing the structured fields, and back', async () => {
    render(<Picker initial={MILANO} />);
    await screen.findByRole('option', { name: 'Francia' });

    await userEvent.selectOptions(screen.getByLabelText('Nazionalità'), 'Francia');

    expect(screen.queryByLabelText(/^Regione/)).toBeNull();
    expect(screen.queryByLabelText(/^Civico/)).toBeNull();
    const complete = screen.getByLabelText(/^Indirizzo completo/);
    await userEvent.type(complete, '3 Rue de Rivoli, 75001 Paris');
    expect(shown()).toEqual({
      nationID: 74,
      region: null,
      province: null,
      location: null,
      cap: null,
      address: '',
      number: '',
      completeAddress: '3 Rue de Rivoli, 75001 Paris',
    });

    await userEvent.selectOptions(screen.getByLabelText('Nazionalità'), 'Italia');
    expect(shown()).toMatchObject({ nationID: 105, completeAddress: '' });
    expect(screen.getByLabelText(/^Regione/)).toHaveDisplayValue('Seleziona');
  });

  it('hides the nationality when asked', () => {
    render(<AddressPicker value={EMPTY_ADDRESS} onChange={() => {}} showNationality={false} />);
    expect(screen.queryByLabelText('Nazionalità')).toBeNull();
  });

  it('is a place only without street and civic when asked (a burial place)', async () => {
    render(<AddressPicker value={MILANO} onChange={() => {}} showNationality={false} withStreet={false} />);
    expect(await screen.findByLabelText(/^Comune/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^CAP/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Indirizzo/)).toBeNull();
    expect(screen.queryByLabelText(/^Civico/)).toBeNull();
  });

  it('shows the validation messages under their fields, linked to them', async () => {
    render(<Picker validate />);
    expect(screen.getByLabelText(/^Regione/)).toHaveAccessibleDescription('Devi effettuare una scelta');
    expect(screen.getByLabelText(/^Provincia/)).toHaveAccessibleDescription(
      'Devi prima selezionare una regione',
    );
    expect(screen.getByLabelText(/^Comune/)).toHaveAccessibleDescription(
      'Devi prima selezionare una provincia',
    );
    expect(screen.getByLabelText(/^Civico/)).toHaveAccessibleDescription(
      "Devi inserire tutti i dati dell'indirizzo",
    );
    await screen.findByRole('option', { name: 'Lombardia' });
  });
});

describe('validateAddress (spec panels §5 "Address")', () => {
  it('accepts a whole Italian address and a foreign one with its line', () => {
    expect(validateAddress(MILANO)).toEqual({});
    expect(validateAddress({ ...EMPTY_ADDRESS, nationID: 74, completeAddress: 'Paris' })).toEqual({});
  });

  it('asks for the levels in order', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      region: 'Devi effettuare una scelta',
      province: 'Devi prima selezionare una regione',
      location: 'Devi prima selezionare una provincia',
      address: "Devi inserire tutti i dati dell'indirizzo",
      number: "Devi inserire tutti i dati dell'indirizzo",
    });
    expect(validateAddress({ ...MILANO, province: null, location: null, cap: null })).toEqual({
      province: 'Devi effettuare una scelta',
      location: 'Devi prima selezionare una provincia',
    });
    expect(validateAddress({ ...MILANO, location: null, cap: null })).toEqual({
      location: 'Devi effettuare una scelta',
    });
    expect(validateAddress({ ...MILANO, cap: null })).toEqual({ cap: 'Devi effettuare una scelta' });
    expect(validateAddress({ ...MILANO, number: ' ' })).toEqual({
      number: "Devi inserire tutti i dati dell'indirizzo",
    });
  });

  it('needs only the complete address abroad', () => {
    expect(validateAddress({ ...EMPTY_ADDRESS, nationID: 74 })).toEqual({
      completeAddress: "Devi inserire tutti i dati dell'indirizzo",
    });
  });

  it('withNationality keeps the free line only abroad and the structured fields only in Italy', () => {
    expect(withNationality(MILANO, 74)).toMatchObject({ region: null, address: '', number: '', cap: null });
    expect(withNationality({ ...EMPTY_ADDRESS, nationID: 74, completeAddress: 'Paris' }, 105)).toMatchObject({
      nationID: 105,
      completeAddress: '',
    });
  });
});

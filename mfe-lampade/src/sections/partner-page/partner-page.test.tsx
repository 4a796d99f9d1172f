import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelope, type TestServer } from '@ricordo/shared-design/testing';
import { mountPanel, startBackend } from '../../test-utils';

let server: TestServer;
beforeAll(async () => {
  server = await startBackend();
});
afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
  server.on('GET', '/api/partners/ownPartnerPage', () => ({
    body: envelope({
      ID: 7,
      name: 'Lampade Neri',
      type: 'gestorelampade',
      description: null,
      headerText: null,
      logo: null,
      website: null,
      email: null,
      telephone: null,
      mobile: null,
      address: null,
      social: [],
      media: [],
      video: null,
      obituaries: [],
    }),
  }));
  server.on('GET', '/api/partners/ownCompany', () => ({
    body: envelope({
      ID: 7,
      name: 'Lampade Neri',
      vat: '00488410010',
      sdi: 'ABC1234',
      cf: null,
      addressLine: 'Via Dante 5, 20121 Milano (MI)',
      address: null,
    }),
  }));
});

describe('#partner-page', () => {
  it("holds the company data the manager's invoices are issued with ('Dati azienda', where a blocked invoice points)", async () => {
    mountPanel('#partner-page');
    const form = await screen.findByRole('form', { name: 'Dati azienda' });
    expect(within(form).getByLabelText(/Partita IVA/)).toHaveValue('00488410010');
    expect(within(form).getByLabelText(/Codice SDI/)).toHaveValue('ABC1234');
    expect(within(form).getByLabelText(/Codice fiscale/)).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Dati azienda' })).toBeInTheDocument();
  });
});

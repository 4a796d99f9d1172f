import { describe, expect, it } from 'vitest';
import {
  parseAddressLine,
  partnerIssuer,
  recipientOf,
  ricordoIssuer,
  type RecipientInput,
} from './invoice-parties';

// Who receives an invoice (docs/contracts.md "Invoices"): a person's codice fiscale makes a consumer; an
// 11-digit one a company, which needs an SDI code or a PEC.
const base: RecipientInput = {
  firstName: 'Maria',
  lastName: 'Rossi',
  fiscalCode: 'RSSMRA80A01F205X',
  address: 'Via Roma 1, 20121 Milano (MI)',
  sdiCode: '0000000',
  pec: null,
};
const recipient = (input: Partial<RecipientInput>) =>
  recipientOf({ ...base, ...input }, "dell'abbonato", 'Aggiungili in Dati abbonato.');

describe('invoice recipient', () => {
  it('a person without SDI code or PEC is a consumer (recipient code 0000000)', () => {
    expect(recipient({})).toEqual({
      missing: null,
      value: {
        kind: 'person',
        fiscalCode: 'RSSMRA80A01F205X',
        firstName: 'Maria',
        lastName: 'Rossi',
        address: { street: 'Via Roma 1', cap: '20121', comune: 'Milano', provincia: 'MI', country: 'IT' },
      },
    });
  });

  it('an 11-digit codice fiscale is a company, reached by its SDI code', () => {
    expect(
      recipient({ fiscalCode: '12345678903', sdiCode: 'abc1234', companyName: 'Marmi Srl' }).value,
    ).toEqual({
      kind: 'company',
      vatNumber: '12345678903',
      companyName: 'Marmi Srl',
      address: { street: 'Via Roma 1', cap: '20121', comune: 'Milano', provincia: 'MI', country: 'IT' },
      sdiCode: 'ABC1234',
    });
  });

  it('a company without SDI code is reached by its PEC', () => {
    expect(recipient({ fiscalCode: '12345678903', pec: 'Marmi@PEC.it' }).value).toMatchObject({
      kind: 'company',
      vatNumber: '12345678903',
      companyName: 'Maria Rossi',
      pec: 'marmi@pec.it',
    });
  });

  it('a company with neither is blocked, asking for one', () => {
    expect(recipient({ fiscalCode: '12345678903', sdiCode: '0000000', pec: '' })).toEqual({
      value: null,
      missing: "Fattura bloccata: manca il codice SDI o la PEC dell'abbonato. Aggiungili in Dati abbonato.",
    });
  });

  it('names every missing piece', () => {
    expect(recipient({ fiscalCode: 'ABC', address: 'Milano' }).missing).toBe(
      "Fattura bloccata: mancano il codice fiscale e l'indirizzo completo (CAP e comune) dell'abbonato. " +
        'Aggiungili in Dati abbonato.',
    );
  });

  it('reads an address line with or without the province', () => {
    expect(parseAddressLine('Via Roma 1 20121 Milano')).toEqual({
      street: 'Via Roma 1',
      cap: '20121',
      comune: 'Milano',
      country: 'IT',
    });
    expect(parseAddressLine('Via Roma 1')).toBeNull();
  });

  it("names what the issuer lacks: Ricordo's company data, or a manager without a company record", () => {
    expect(ricordoIssuer(null).missing).toBe(
      "Fattura bloccata: mancano la ragione sociale, la partita IVA e l'indirizzo di Ricordo. Aggiungili in " +
        'Pannello amministratore › Contabilità › Dati aziendali di Ricordo.',
    );
    expect(partnerIssuer(null).missing).toBe(
      "Fattura bloccata: mancano la ragione sociale, la partita IVA e l'indirizzo dell'azienda. " +
        'Aggiungili in Pannello lampade votive › Pagina partner › Dati azienda.',
    );
  });
});

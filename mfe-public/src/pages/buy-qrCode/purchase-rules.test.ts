import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '@ricordo/shared-design';
import { EMPTY_PURCHASE, errorsOfServerFields } from './purchase-form-state';
import { purchaseBody, validatePurchase, type PurchaseValues } from './purchase-rules';

const ADDRESS = {
  ...EMPTY_ADDRESS,
  region: 10,
  province: 15,
  location: 15146,
  cap: '20121',
  address: 'Via Dante',
  number: '4',
};
const VALID: PurchaseValues = {
  ...EMPTY_PURCHASE,
  name: 'Lucia',
  surname: 'Ferri',
  email: 'lucia@example.com',
  address: ADDRESS,
  terms: true,
  buyTerms: true,
};

describe('purchase rules (spec public §5 "Purchase")', () => {
  it('accepts a whole form', () => {
    expect(validatePurchase(VALID)).toEqual({});
  });

  it('needs both terms', () => {
    expect(validatePurchase({ ...VALID, terms: false, buyTerms: false })).toEqual({
      terms: 'Devi accettare i termini',
      buyTerms: 'Devi accettare i termini',
    });
  });

  it('needs an e-mail or a phone, each valid when given', () => {
    expect(validatePurchase({ ...VALID, email: '' }).email).toBe(
      'Inserisci una mail o un numero di telefono valido',
    );
    expect(validatePurchase({ ...VALID, email: '', telephone: '+39-3331234567' })).toEqual({});
    expect(validatePurchase({ ...VALID, email: 'x@' }).email).toBe('Campo non valido');
    expect(validatePurchase({ ...VALID, telephone: '+39-3331' }).telephone).toBe(
      'Numero di telefono non valido',
    );
    expect(validatePurchase({ ...VALID, cf: 'ABC' }).cf).toBe('Campo non valido');
  });

  it('needs shipping name, surname and address only when the shipping address differs', () => {
    const errors = validatePurchase({ ...VALID, shipping: true });
    expect(errors.shippingName).toBe('Campo obbligatorio');
    expect(errors.shippingSurname).toBe('Campo obbligatorio');
    expect(errors.shippingAddressFields?.region).toBe('Devi effettuare una scelta');
  });

  it('needs a free username of 6+ characters and a contact method to register', () => {
    const registering = { ...VALID, register: true, contactMethod: 'email' as const };
    expect(validatePurchase({ ...registering, username: 'luciaferri', usernameStatus: 'free' })).toEqual({});
    expect(
      validatePurchase({ ...registering, username: 'luciaferri', usernameStatus: 'taken' }).username,
    ).toBe('Username non disponibile');
    expect(validatePurchase({ ...registering, username: 'lf', usernameStatus: 'short' }).username).toBe(
      "Errore l'username deve contenere almeno 6 caratteri",
    );
    expect(
      validatePurchase({
        ...registering,
        contactMethod: null,
        username: 'luciaferri',
        usernameStatus: 'free',
      }).contactMethod,
    ).toBe('Devi effettuare una scelta');
  });

  it('sends shipping fields only with shipping, registration fields only when registering, continue on demand', () => {
    const plain = purchaseBody(VALID, false);
    expect(plain.has('shipping-name')).toBe(false);
    expect(plain.has('username')).toBe(false);
    expect(plain.has('continue')).toBe(false);
    const full = purchaseBody(
      {
        ...VALID,
        shipping: true,
        shippingName: 'Anna',
        shippingSurname: 'Ferri',
        shippingAddress: { ...ADDRESS, address: 'Via Roma', number: '1' },
        register: true,
        username: 'luciaferri',
        contactMethod: 'wa',
      },
      true,
    );
    expect(Object.fromEntries(full)).toMatchObject({
      shipping: '1',
      'shipping-name': 'Anna',
      'shipping-route': 'Via Roma',
      'shipping-city': '15146',
      register: '1',
      username: 'luciaferri',
      'contact-method': 'wa',
      continue: '1',
    });
  });

  it('takes a foreign address as one text', () => {
    const abroad = { ...EMPTY_ADDRESS, nationID: 74, completeAddress: '' };
    expect(validatePurchase({ ...VALID, address: abroad }).addressFields).toEqual({
      completeAddress: "Devi inserire tutti i dati dell'indirizzo",
    });
    const body = purchaseBody(
      { ...VALID, address: { ...abroad, completeAddress: '12 Rue de Rivoli, Paris' } },
      false,
    );
    expect(body.get('purchase-nationality')).toBe('74');
    expect(body.get('purchase-complete_address')).toBe('12 Rue de Rivoli, Paris');
  });

  it("maps the server's field names to the form's", () => {
    expect(
      errorsOfServerFields({ 'purchase-email': 'Email non valida', 'shipping-cap': 'x', 'buy-terms': 'y' }),
    ).toEqual({ email: 'Email non valida', shippingAddress: 'x', buyTerms: 'y' });
  });
});

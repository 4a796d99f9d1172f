import type { Response } from 'supertest';
import type { QrCode } from '../modules/qrcodes/qr-code.entity';
import { csrfToken, type Browser } from './test-app';

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

/** The tombstone fields of the activation form as the page sends them (Cimitero Monumentale, Milano). */
export function tombstone(
  plaque: Pick<QrCode, 'code' | 'verificationCode'>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    qrCode: plaque.code,
    secureCode: plaque.verificationCode,
    nameTo: 'Ernesto',
    surnameTo: 'Galli',
    gender: 'M',
    bornDate: '1935-04-12',
    deathDate: '2024-10-03',
    graveyardName: 'Cimitero Monumentale',
    graveyardRegion: '4',
    graveyardProvince: '15',
    graveyardCity: '15146',
    graveyardCap: '20154',
    graveyardAddress: '45.4855, 9.1793',
    aphorism: 'Il tuo ricordo è la nostra forza.',
    terms: '1',
    ...overrides,
  };
}

/** A newcomer's registration fields on the activation form (nobody signed in), unique each call. */
export function newcomer(overrides: Record<string, string> = {}): Record<string, string> {
  const id = unique();
  return {
    name: 'Lucia',
    surname: 'Galli',
    username: `luciagalli${id}`,
    email: `lucia.${id}@example.com`,
    telephone: '',
    'contact-method': 'email',
    cf: 'GLLLCU70A41F205X',
    nationality: '105',
    region: '4',
    province: '15',
    location: '15146',
    cap: '20121',
    route: 'Via Dante',
    civic: '5',
    ...overrides,
  };
}

export interface Photo {
  buffer: Buffer;
  filename: string;
  contentType: string;
}

/** POST sendform/activate as the page sends it: multipart, CSRF header, the photo last. */
export async function activate(
  agent: Browser,
  fields: Record<string, string>,
  photo?: Photo,
): Promise<Response> {
  const token = await csrfToken(agent);
  let call = agent.post('/api/qrcodes/sendform/activate').set('X-CSRF-Token', token);
  for (const [key, value] of Object.entries(fields)) if (value !== '') call = call.field(key, value);
  if (photo)
    call = call.attach('photo', photo.buffer, { filename: photo.filename, contentType: photo.contentType });
  return call;
}

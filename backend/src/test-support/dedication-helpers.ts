import type { Response } from 'supertest';
import { csrfToken, type Browser } from './test-app';

/** A complete order form of /flowers for a visitor (Italian buyer), as the page sends it. */
export function dedicationForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Anna',
    surname: 'Bianchi',
    email: 'anna.bianchi@example.com',
    phone: '+39-3471234567',
    cf: 'BNCNNA80A41F205X',
    route: 'Via Roma',
    civic: '1',
    city: '15146',
    province: '15',
    region: '4',
    cap: '20121',
    nationality: '105',
    complete_address: '',
    username: '',
    dedic: 'Una luce per te, nonno.',
    'dedic-type': 'dedica-cero',
    'dedic-sign': 'Anna e Marco',
    'deceased-id': '0001000',
    'register-flag': '0',
    'contact-method': 'email',
    terms: '1',
    'buy-terms': '1',
    ...overrides,
  };
}

export interface Attachment {
  content: Buffer;
  filename: string;
  contentType: string;
}

/** POST sendform/dedic as multipart: the text fields first, then the file (as the page's FormData). */
export async function sendDedication(
  agent: Browser,
  fields: Record<string, string>,
  file?: Attachment,
): Promise<Response> {
  const request = agent.post('/api/dedications/sendform/dedic').set('X-CSRF-Token', await csrfToken(agent));
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  if (file) request.attach('file', file.content, { filename: file.filename, contentType: file.contentType });
  return request;
}

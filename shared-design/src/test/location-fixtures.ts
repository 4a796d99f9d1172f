/// <reference types="node" />
// Location answers for component tests: a small slice of the real reference data, served by the test
// server the way the backend serves /api/location/… (docs/contracts.md "Locations").
import { envelope, type TestServer } from './test-server';

export const REGIONS = [
  { ID: 10, name: 'Lombardia' },
  { ID: 13, name: 'Toscana' },
];

export const PROVINCES: Record<
  number,
  Array<{ ID: number; name: string; sigla: string; idregione: number }>
> = {
  10: [
    { ID: 15, name: 'Milano', sigla: 'MI', idregione: 10 },
    { ID: 16, name: 'Bergamo', sigla: 'BG', idregione: 10 },
  ],
  13: [{ ID: 48, name: 'Firenze', sigla: 'FI', idregione: 13 }],
};

export const COMUNI: Record<number, Array<{ ID: number; name: string; cap: string; capList: string[] }>> = {
  15: [
    { ID: 15146, name: 'Milano', cap: '20121', capList: ['20121', '20122', '20123'] },
    { ID: 15002, name: 'Abbiategrasso', cap: '20081', capList: ['20081'] },
  ],
  16: [{ ID: 16024, name: 'Bergamo', cap: '24121', capList: ['24121', '24122'] }],
  48: [{ ID: 48017, name: 'Firenze', cap: '50121', capList: ['50121', '50122'] }],
};

export const COUNTRIES = [
  { id: 105, nicename: 'Italia' },
  { id: 74, nicename: 'Francia' },
  { id: 211, nicename: 'Svizzera' },
];

/** Registers the four location look-ups on the test server. */
export function serveLocations(server: TestServer): void {
  server.on('GET', '/api/location/getRegioni', () => ({ body: envelope({ regioni: REGIONS }) }));
  server.on('GET', '/api/location/nationality', () => ({ body: envelope({ countries: COUNTRIES }) }));
  for (const [region, list] of Object.entries(PROVINCES)) {
    server.on('GET', `/api/location/getProvince/${region}`, () => ({ body: envelope({ province: list }) }));
  }
  for (const [province, list] of Object.entries(COMUNI)) {
    server.on('GET', `/api/location/getComuni/${province}`, () => ({ body: envelope({ comuni: list }) }));
  }
}

/** How many times a path was asked for. */
export function countRequests(server: TestServer, path: string): number {
  return server.requests.filter((request) => request.method === 'GET' && request.path === path).length;
}

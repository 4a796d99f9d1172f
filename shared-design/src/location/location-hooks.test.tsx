import { renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/client';
import { countRequests, serveLocations } from '../test/location-fixtures';
import { failure, startTestServer, type TestServer } from '../test/test-server';
import { clearLocationCache, useComuni, useCountries, useProvinces, useRegions } from './location-hooks';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  serveLocations(server);
  clearLocationCache();
  server.requests.length = 0;
});

describe('location hooks', () => {
  it('keep the region list in local storage (spec public §3) and read it from there on the next page', async () => {
    const first = renderHook(() => useRegions());
    await waitFor(() => expect(first.result.current.data).toHaveLength(2));
    const stored = JSON.parse(window.localStorage.getItem('ricordo.regions') ?? 'null') as Array<{
      name: string;
    }>;
    expect(stored.map((region) => region.name)).toEqual(['Lombardia', 'Toscana']);

    // A new page (empty memory cache): the regions are there at the first render, nothing is asked.
    clearLocationCache();
    server.requests.length = 0;
    const next = renderHook(() => useRegions());
    expect(next.result.current).toMatchObject({ loading: false, error: null });
    expect(next.result.current.data.map((region) => region.name)).toEqual(['Lombardia', 'Toscana']);
    expect(countRequests(server, '/api/location/getRegioni')).toBe(0);
  });

  it('load regions and countries, loading first', async () => {
    const regions = renderHook(() => useRegions());
    expect(regions.result.current.loading).toBe(true);
    await waitFor(() => expect(regions.result.current.loading).toBe(false));
    expect(regions.result.current.data.map((region) => region.name)).toEqual(['Lombardia', 'Toscana']);
    expect(regions.result.current.error).toBeNull();

    const countries = renderHook(() => useCountries());
    await waitFor(() => expect(countries.result.current.data).toHaveLength(3));
    expect(countries.result.current.data[0]).toEqual({ id: 105, nicename: 'Italia' });
  });

  it('load provinces and comuni per id, and nothing for a null id', async () => {
    const provinces = renderHook(({ id }: { id: number | null }) => useProvinces(id), {
      initialProps: { id: null as number | null },
    });
    expect(provinces.result.current).toMatchObject({ data: [], loading: false, error: null });

    provinces.rerender({ id: 10 });
    await waitFor(() => expect(provinces.result.current.data).toHaveLength(2));
    provinces.rerender({ id: 13 });
    await waitFor(() => expect(provinces.result.current.data.map((p) => p.name)).toEqual(['Firenze']));

    const comuni = renderHook(() => useComuni(15));
    await waitFor(() => expect(comuni.result.current.data).toHaveLength(2));
    expect(comuni.result.current.data[0].capList).toEqual(['20121', '20122', '20123']);
    expect(server.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      '/api/location/getProvince/10',
      '/api/location/getProvince/13',
      '/api/location/getComuni/15',
    ]);
  });

  it('cache each list in memory: a second user of the same id asks nothing and has the data at once', async () => {
    const first = renderHook(() => useProvinces(10));
    await waitFor(() => expect(first.result.current.data).toHaveLength(2));
    const second = renderHook(() => useProvinces(10));
    expect(second.result.current.loading).toBe(false);
    expect(second.result.current.data).toHaveLength(2);
    expect(countRequests(server, '/api/location/getProvince/10')).toBe(1);
  });

  it('expose the server message on failure and ask again on reload', async () => {
    let fail = true;
    server.on('GET', '/api/location/getRegioni', () =>
      fail
        ? { status: 500, body: failure('Errore imprevisto', 'INTERNAL') }
        : {
            body: {
              response: 'success',
              result: 'success',
              message: '',
              errorCode: null,
              session: null,
              data: { regioni: [{ ID: 2, name: 'Piemonte' }] },
            },
          },
    );
    const regions = renderHook(() => useRegions());
    await waitFor(() => expect(regions.result.current.error).toBe('Errore imprevisto'));
    expect(regions.result.current.data).toEqual([]);

    fail = false;
    regions.result.current.reload();
    await waitFor(() => expect(regions.result.current.data).toEqual([{ ID: 2, name: 'Piemonte' }]));
    expect(regions.result.current.error).toBeNull();
  });
});

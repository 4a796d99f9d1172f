import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { configureApi, type Schema } from '@ricordo/shared-design';
import { envelope, failure, startTestServer, type TestServer } from '@ricordo/shared-design/testing';
import { useApiData } from './use-api-data';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(window.location.origin);
  configureApi({ baseUrl: server.origin });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.requests.length = 0;
});

// Only what the hook's checks read; the rest of the row does not matter here.
const tombstone = (ID: number) => ({ ID, name: 'Anna', surname: 'Rossi' }) as Schema<'OwnedTombstoneDto'>;

function calls(path: string) {
  return server.requests.filter((request) => request.method === 'GET' && request.path === path).length;
}

describe('useApiData', () => {
  it('loads the operation with its path, typed by the operation, and loads again when the args change', async () => {
    server.on('GET', '/api/account/getDeceasedByID/7', () => ({
      body: envelope({ deceased_list: [tombstone(1000)] }),
    }));
    server.on('GET', '/api/account/getDeceasedByID/8', () => ({
      body: envelope({ deceased_list: [tombstone(1001), tombstone(1002)] }),
    }));

    const hook = renderHook(
      ({ owner }: { owner: number }) => useApiData('getDeceasedByID', { path: { ownerId: owner } }),
      {
        initialProps: { owner: 7 },
      },
    );
    expect(hook.result.current.loading).toBe(true);
    await waitFor(() => expect(hook.result.current.loading).toBe(false));
    expectTypeOf(hook.result.current.data).toEqualTypeOf<Schema<'DeceasedListDataDto'> | null>();
    expect(hook.result.current.data?.deceased_list.map((row) => row.ID)).toEqual([1000]);

    hook.rerender({ owner: 7 }); // same args, a new object: no second call
    hook.rerender({ owner: 8 });
    expect(hook.result.current.loading).toBe(true);
    expect(hook.result.current.data).toBeNull();
    await waitFor(() => expect(hook.result.current.data?.deceased_list).toHaveLength(2));
    expect(calls('/api/account/getDeceasedByID/7')).toBe(1);
    expect(calls('/api/account/getDeceasedByID/8')).toBe(1);
  });

  it('loads nothing for null args', async () => {
    const hook = renderHook(() => useApiData('pendingDedications', null));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(hook.result.current).toMatchObject({ data: null, loading: false, error: null });
    expect(server.requests).toHaveLength(0);
  });

  it("keeps the server's message of a failed load, and reload() asks again", async () => {
    let fail = true;
    server.on('GET', '/api/account/dedications', () =>
      fail
        ? { status: 503, body: failure('Servizio momentaneamente non disponibile', 'UNAVAILABLE') }
        : { body: envelope({ dedications: [] }) },
    );

    const hook = renderHook(() => useApiData('pendingDedications', {}));
    await waitFor(() => expect(hook.result.current.error).toBe('Servizio momentaneamente non disponibile'));
    expect(hook.result.current.data).toBeNull();

    fail = false;
    act(() => hook.result.current.reload());
    expect(hook.result.current.error).toBeNull();
    await waitFor(() => expect(hook.result.current.data).toEqual({ dedications: [] }));
    expect(calls('/api/account/dedications')).toBe(2);
  });
});

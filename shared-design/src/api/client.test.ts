import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { envelope, failure, startTestServer, type TestServer } from '../test/test-server';
import { makeUser } from '../test/fixtures';
import { ApiError, api, configureApi, CSRF_ERROR_STORAGE_KEY, isAbortError, uploadForm } from './client';
import { sessionStore } from '../session/session-store';
import type { UserData } from './types';
import type { CallData, Schema } from './call-types';

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
  sessionStore.setState({ status: 'unknown', user: null, expiringMemorials: [] });
});

function withoutPreflight() {
  return server.requests.filter((request) => request.method !== 'OPTIONS');
}

describe('api.get', () => {
  it('resolves to the whole envelope of a path relative to /api, with the query string', async () => {
    server.on('GET', '/api/search', (request) => ({
      body: envelope({
        result: 'success',
        searchResult: [],
        nextPage: Number(request.query.get('page')) + 1,
      }),
    }));

    const answer = await api.get<{ nextPage: number }>('/search', {
      query: { text: 'rossi', page: 1, region: null },
    });

    expect(answer.response).toBe('success');
    expect(answer.data.nextPage).toBe(2);
    const [request] = withoutPreflight();
    expect(request.path).toBe('/api/search');
    expect(request.query.get('text')).toBe('rossi');
    expect(request.query.has('region')).toBe(false);
  });

  it('does not fetch a CSRF token for a plain read', async () => {
    server.on('GET', '/api/deceased/deceasedData/1000', () => ({
      body: envelope({ result: 'success', ID: 1000 }),
    }));

    await api.get('/deceased/deceasedData/1000');

    expect(withoutPreflight().map((request) => request.path)).toEqual(['/api/deceased/deceasedData/1000']);
  });

  it('sends the CSRF header on a GET asked with csrf: true', async () => {
    server.on('GET', '/api/admin/outbox', () => ({ body: envelope({ messages: [], page: 1, total: 0 }) }));

    await api.get('/admin/outbox', { csrf: true });

    const [tokenRequest, outboxRequest] = withoutPreflight();
    expect(tokenRequest.path).toBe('/api/auth/securitytoken');
    expect(outboxRequest.headers['x-csrf-token']).toBe(server.issuedTokens.at(-1));
  });

  it('rejects with the server Italian message, status and errorCode on a fail envelope', async () => {
    server.on('GET', '/api/deceased/deceasedData/999', () => ({
      status: 404,
      body: failure('Defunto con id 999 non trovato, verra` reinderizzatto alla home', 'DECEASED_NOT_FOUND'),
    }));

    const error = await api.get('/deceased/deceasedData/999').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      errorCode: 'DECEASED_NOT_FOUND',
      message: 'Defunto con id 999 non trovato, verra` reinderizzatto alla home',
    });
    expect((error as ApiError).envelope?.response).toBe('fail');
  });

  it('rejects a fail envelope even when the HTTP status is 200', async () => {
    server.on('GET', '/api/user/exists', () => ({
      body: failure('Username non disponibile', 'USERNAME_TAKEN'),
    }));

    await expect(api.get('/user/exists')).rejects.toMatchObject({
      status: 200,
      message: 'Username non disponibile',
    });
  });

  it('falls back to the generic Italian message when the answer is not an envelope', async () => {
    server.on('GET', '/api/broken', () => ({ status: 502, body: '<html>Bad gateway</html>' }));

    await expect(api.get('/broken')).rejects.toMatchObject({
      status: 502,
      message: 'Errore imprevisto riprovare piu` tardi',
      errorCode: null,
    });
  });

  it('uses the generic message when a fail envelope has no message', async () => {
    server.on('GET', '/api/empty-fail', () => ({ status: 500, body: failure('', null) }));

    await expect(api.get('/empty-fail')).rejects.toMatchObject({
      message: 'Errore imprevisto riprovare piu` tardi',
    });
  });

  it('rejects with "Connessione assente" when the server cannot be reached', async () => {
    const closed = await startTestServer(window.location.origin);
    await closed.close();
    configureApi({ baseUrl: closed.origin });
    try {
      const error = await api.get('/search').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 0,
        errorCode: 'NETWORK',
        message: 'Connessione assente, riprova tra poco',
      });
    } finally {
      configureApi({ baseUrl: server.origin });
    }
  });

  it('rejects with an AbortError when the caller cancels', async () => {
    const controller = new AbortController();
    controller.abort();

    const error = await api.get('/search', { signal: controller.signal }).catch((caught: unknown) => caught);

    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('always asks fetch for same-origin credentials', async () => {
    server.on('GET', '/api/ping', () => ({ body: envelope({}) }));
    server.on('POST', '/api/ping', () => ({ body: envelope({}) }));
    const spy = vi.spyOn(globalThis, 'fetch');

    await api.get('/ping');
    await api.post('/ping', { a: 1 });

    expect(spy).toHaveBeenCalledTimes(3); // get, token, post
    for (const [, init] of spy.mock.calls) expect(init?.credentials).toBe('same-origin');
  });
});

describe('api.post', () => {
  it('fetches a fresh _csrf before the POST and sends it as X-CSRF-Token with a JSON body', async () => {
    server.on('POST', '/api/contact', (request) => ({
      body:
        request.headers['x-csrf-token'] === server.issuedTokens.at(-1)
          ? envelope({ sent: true })
          : failure('Sessione scaduta, ricarica la pagina e riprova', 'CSRF_INVALID'),
    }));

    const before = server.issuedTokens.length;
    const first = await api.post<{ sent: boolean }>('/contact', { name: 'Maria', object: 'Saluti' });
    await api.post('/contact', { name: 'Maria' });

    expect(first.data.sent).toBe(true);
    const requests = withoutPreflight();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/securitytoken',
      'POST /api/contact',
      'GET /api/auth/securitytoken',
      'POST /api/contact',
    ]);
    expect(requests[1].headers['x-csrf-token']).toBe(server.issuedTokens[before]);
    expect(requests[3].headers['x-csrf-token']).toBe(server.issuedTokens[before + 1]);
    expect(server.issuedTokens[before]).not.toBe(server.issuedTokens[before + 1]);
    expect(requests[1].headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(requests[1].body)).toEqual({ name: 'Maria', object: 'Saluti' });
  });

  it('also puts the token in a form body as csrf_token', async () => {
    server.on('POST', '/api/partners/sendform', () => ({ body: envelope({}) }));
    const form = new FormData();
    form.append('name', 'Onoranze Funebri Bianchi');

    await api.post('/partners/sendform', form);

    const request = withoutPreflight().find((recorded) => recorded.method === 'POST');
    const token = server.issuedTokens.at(-1);
    expect(request?.headers['x-csrf-token']).toBe(token);
    expect(request?.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(request?.body).toContain(`name="csrf_token"\r\n\r\n${token}`);
    expect(request?.body).toContain('Onoranze Funebri Bianchi');
  });

  it('sends URLSearchParams form-urlencoded with csrf_token', async () => {
    server.on('POST', '/api/auth/login', () => ({ body: envelope({ expiring_memorial: [] }) }));

    await api.post('/auth/login', new URLSearchParams({ email: 'mariarossi', password: 'segreta123' }));

    const request = withoutPreflight().find((recorded) => recorded.method === 'POST');
    const form = new URLSearchParams(request?.body);
    expect(request?.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    expect(form.get('csrf_token')).toBe(server.issuedTokens.at(-1));
    expect(form.get('email')).toBe('mariarossi');
  });

  it('does not send the POST when the token cannot be fetched', async () => {
    server.on('GET', '/api/auth/securitytoken', () => ({ status: 503, body: failure('', null) }));
    window.sessionStorage.removeItem(CSRF_ERROR_STORAGE_KEY);
    try {
      await expect(api.post('/contact', {})).rejects.toMatchObject({ status: 503 });
      expect(withoutPreflight().some((request) => request.method === 'POST')).toBe(false);
      // spec panels §8: the failed token fetch is kept in session storage.
      expect(JSON.parse(window.sessionStorage.getItem(CSRF_ERROR_STORAGE_KEY) ?? 'null')).toMatchObject({
        message: 'Errore imprevisto riprovare piu` tardi',
        status: 503,
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    } finally {
      server.on('GET', '/api/auth/securitytoken', () => {
        const token = `csrf-${server.issuedTokens.length + 1}`;
        server.issuedTokens.push(token);
        return { body: envelope({ _csrf: token }) };
      });
    }
  });

  it('updates the shared session store when an answer carries session.userdata', async () => {
    const changed: UserData = makeUser({ name: 'Marta', telephone: '+39-3400000000' });
    server.on('POST', '/api/account/modify', () => ({
      body: envelope({}, { session: { userdata: changed } }),
    }));

    await api.post('/account/modify', { name: 'Marta' });

    expect(sessionStore.getState().status).toBe('authenticated');
    expect(sessionStore.getState().user).toEqual(changed);
  });

  it('leaves the session store alone when an answer carries no session', async () => {
    server.on('POST', '/api/contact', () => ({ body: envelope({}) }));

    await api.post('/contact', {});

    expect(sessionStore.getState().status).toBe('unknown');
  });
});

describe('api.upload', () => {
  it('posts multipart through XMLHttpRequest with the CSRF header and field, reporting progress up to 100', async () => {
    server.on('POST', '/api/memorial/edit', () => ({ body: envelope({ saved: 3 }) }));
    const form = new FormData();
    form.append('deceased-bio', 'Amava il mare.');
    form.append('images', new Blob(['x'.repeat(50_000)], { type: 'image/png' }), 'foto.png');
    const progress: number[] = [];

    const answer = await api.upload<{ saved: number }>('/memorial/edit', form, {
      onProgress: (percent) => progress.push(percent),
    });

    expect(answer.data.saved).toBe(3);
    const request = withoutPreflight().find((recorded) => recorded.method === 'POST');
    const token = server.issuedTokens.at(-1);
    expect(request?.headers['x-csrf-token']).toBe(token);
    expect(request?.body).toContain(`name="csrf_token"\r\n\r\n${token}`);
    expect(request?.body).toContain('Amava il mare.');
    expect(progress.at(-1)).toBe(100);
  });

  it('rejects with the server message when the upload is refused', async () => {
    server.on('POST', '/api/memorial/edit', () => ({
      status: 422,
      body: failure('Hai superato il limite delle 10 foto', 'MAX_IMAGES_REACHED'),
    }));

    await expect(api.upload('/memorial/edit', new FormData())).rejects.toMatchObject({
      status: 422,
      errorCode: 'MAX_IMAGES_REACHED',
      message: 'Hai superato il limite delle 10 foto',
    });
  });
});

describe('api.upload progress', () => {
  it('reports each step of the upload as a whole percentage', async () => {
    server.on('POST', '/api/partners/sendform', () => ({ body: envelope({}) }));
    const progress: number[] = [];
    // A scripted XMLHttpRequest: the browser's upload events without the network's timing.
    class ScriptedXhr extends EventTarget {
      static lastHeaders: Record<string, string> = {};
      upload = new EventTarget();
      status = 0;
      responseText = '';
      open() {}
      setRequestHeader(name: string, value: string) {
        ScriptedXhr.lastHeaders[name] = value;
      }
      abort() {}
      send() {
        const fire = (loaded: number) =>
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 400 }),
          );
        queueMicrotask(() => {
          fire(100);
          fire(101);
          fire(300);
          this.upload.dispatchEvent(new Event('load'));
          this.status = 200;
          this.responseText = JSON.stringify(envelope({ ok: true }));
          this.dispatchEvent(new Event('load'));
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    try {
      await api.upload('/partners/sendform', new FormData(), {
        onProgress: (percent) => progress.push(percent),
      });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(progress).toEqual([25, 75, 100]);
    expect(ScriptedXhr.lastHeaders['X-CSRF-Token']).toBe(server.issuedTokens.at(-1));
  });

  it('cancels the upload through the AbortSignal', async () => {
    server.on('POST', '/api/slow', () => ({ body: envelope({}) }));
    const controller = new AbortController();
    class HangingXhr extends EventTarget {
      upload = new EventTarget();
      status = 0;
      responseText = '';
      open() {}
      setRequestHeader() {}
      send() {
        queueMicrotask(() => controller.abort());
      }
      abort() {
        this.dispatchEvent(new Event('abort'));
      }
    }
    vi.stubGlobal('XMLHttpRequest', HangingXhr);
    try {
      const error = await api
        .upload('/slow', new FormData(), { signal: controller.signal })
        .catch((caught: unknown) => caught);
      expect(isAbortError(error)).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('uploadForm', () => {
  it('sends the multipart form with CSRF, reports progress and resolves to the envelope', async () => {
    server.on('POST', '/api/dedications/sendform/dedic', () => ({
      body: envelope({ orderid: 5, orderKey: 'k', amountCents: 400, autoAttivata: false }),
    }));
    const form = new FormData();
    form.append('dedic', 'Ciao nonno');
    form.append('file', new Blob(['y'.repeat(20_000)], { type: 'image/jpeg' }), 'nonno.jpg');
    const progress: number[] = [];

    const answer = await uploadForm<{ orderid: number }>('/dedications/sendform/dedic', form, (percent) =>
      progress.push(percent),
    );

    expect(answer.data.orderid).toBe(5);
    const request = withoutPreflight().find((recorded) => recorded.method === 'POST');
    const token = server.issuedTokens.at(-1);
    expect(request?.path).toBe('/api/dedications/sendform/dedic');
    expect(request?.headers['x-csrf-token']).toBe(token);
    expect(request?.body).toContain(`name="csrf_token"\r\n\r\n${token}`);
    expect(request?.body).toContain('filename="nonno.jpg"');
    expect(progress.at(-1)).toBe(100);
  });

  it("rejects with the server's Italian message, status and field errors", async () => {
    server.on('POST', '/api/dedications/sendform/dedic', () => ({
      status: 400,
      body: {
        ...failure('Carica almeno un file', 'VALIDATION_FAILED'),
        data: { fields: { file: 'Carica almeno un file' } },
      },
    }));
    const error = (await uploadForm('/api/dedications/sendform/dedic', new FormData()).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('Carica almeno un file');
    expect(error.envelope?.data).toEqual({ fields: { file: 'Carica almeno un file' } });
  });
});

describe('api.call', () => {
  it('fills the path parameters (encoded) of a GET, typed by the operation', async () => {
    server.on('GET', '/api/location/getProvince/4', () => ({
      body: envelope({ province: [{ ID: 15, name: 'Milano', sigla: 'MI', idregione: 4 }] }),
    }));
    server.on('GET', '/api/account/userExist/anna%2Frossi%20due', () => ({
      body: envelope({ exist: false }),
    }));

    const answer = await api.call('getProvince', { path: { regionId: 4 } });
    await api.call('userExist', { path: { username: 'anna/rossi due' } });

    expectTypeOf(answer.data).toEqualTypeOf<Schema<'ProvincesDataDto'>>();
    expect(answer.data.province[0].sigla).toBe('MI');
    expect(withoutPreflight().map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/location/getProvince/4',
      'GET /api/account/userExist/anna%2Frossi%20due',
    ]);
  });

  it('sends the query, leaving out null and undefined values, and no CSRF token on a plain read', async () => {
    server.on('GET', '/api/admin/outbox', (request) => ({
      body: envelope({ messages: [], page: Number(request.query.get('page')), total: 0 }),
    }));

    await api.call('adminOutbox', { query: { status: 'dead', page: 2, maxResults: undefined } });

    const requests = withoutPreflight();
    expect(requests.map((request) => request.path)).toEqual(['/api/admin/outbox']);
    expect(Object.fromEntries(requests[0].query)).toEqual({ status: 'dead', page: '2' });
    expect(requests[0].headers['x-csrf-token']).toBeUndefined();
  });

  it('calls the state changes that were GETs as POSTs with the CSRF header, and any GET asked with csrf: true', async () => {
    server.on('POST', '/api/partnerSend/0001000', () => ({ body: envelope({ messageId: 1 }) }));
    server.on('GET', '/api/admin/outbox', () => ({ body: envelope({ messages: [], page: 1, total: 0 }) }));

    await api.call('partnerSend', { path: { id: '0001000' } });
    await api.call('adminOutbox', { csrf: true });

    const requests = withoutPreflight();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/auth/securitytoken',
      'POST /api/partnerSend/0001000',
      'GET /api/auth/securitytoken',
      'GET /api/admin/outbox',
    ]);
    expect(requests[1].headers['x-csrf-token']).toBe(server.issuedTokens.at(-2));
    expect(requests[3].headers['x-csrf-token']).toBe(server.issuedTokens.at(-1));
  });

  it('posts a JSON body with a fresh CSRF token', async () => {
    server.on('POST', '/api/account/changePassword', () => ({ body: envelope(null) }));

    await api.call('changePassword', {
      body: { 'old-password': 'vecchia123', 'new-password': 'nuova12345', 'confirm-password': 'nuova12345' },
    });

    const [tokenRequest, request] = withoutPreflight();
    expect(tokenRequest.path).toBe('/api/auth/securitytoken');
    expect(request.method).toBe('POST');
    expect(request.headers['x-csrf-token']).toBe(server.issuedTokens.at(-1));
    expect(request.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(request.body)).toMatchObject({ 'old-password': 'vecchia123' });
  });

  it('sends a FormData body as a multipart upload with progress', async () => {
    server.on('POST', '/api/memorials/sendform/memorial', () => ({
      body: envelope({ orderid: 9, orderKey: 'k', amountCents: 1500 }),
    }));
    const form = new FormData();
    form.append('deceased-name', 'Anna');
    form.append('images', new Blob(['z'.repeat(30_000)], { type: 'image/png' }), 'anna.png');
    const progress: number[] = [];

    const answer = await api.call('sendformMemorial', {
      body: form,
      onProgress: (percent) => progress.push(percent),
    });

    expect(answer.data.orderid).toBe(9);
    const request = withoutPreflight().find((recorded) => recorded.method === 'POST');
    const token = server.issuedTokens.at(-1);
    expect(request?.path).toBe('/api/memorials/sendform/memorial');
    expect(request?.headers['content-type']).toMatch(/multipart\/form-data/);
    expect(request?.headers['x-csrf-token']).toBe(token);
    expect(request?.body).toContain(`name="csrf_token"\r\n\r\n${token}`);
    expect(request?.body).toContain('filename="anna.png"');
    expect(progress.at(-1)).toBe(100);
  });

  it('refuses a call whose path parameter is missing, without sending it', async () => {
    const args = { path: { regionId: '' } };

    await expect(api.call('getProvince', args)).rejects.toThrow(/regionId/);
    expect(withoutPreflight()).toEqual([]);
  });

  it('rejects an unknown operation (a stale map) without sending anything', async () => {
    const call = api.call as (id: string) => Promise<unknown>;

    await expect(call('noSuchOperation')).rejects.toThrow(/noSuchOperation/);
    expect(withoutPreflight()).toEqual([]);
  });

  it('types the argument and the answer from the generated operations', () => {
    expectTypeOf<CallData<'changePassword'>>().toEqualTypeOf<null>();
    expectTypeOf<CallData<'sendformMemorial'>>().toEqualTypeOf<Schema<'MemorialOrderDataDto'>>();
    // Compile-time checks (the kit's typecheck runs over this file); never called.
    const compileOnly = () => {
      // @ts-expect-error the path parameter is required
      void api.call('getProvince');
      // @ts-expect-error a GET takes no body
      void api.call('getRegioni', { body: {} });
      // @ts-expect-error unknown operation
      void api.call('generateEverything');
      // @ts-expect-error the body of changePassword is its DTO
      void api.call('changePassword', { body: { password: 'x' } });
      // @ts-expect-error a multipart operation takes FormData
      void api.call('sendformMemorial', { body: { name: 'Anna' } });
      void api.call('getRegioni');
      void api.call('search', { query: { text: 'rossi', page: 1 } });
    };
    expect(typeof compileOnly).toBe('function');
  });
});

describe('ApiError.fields', () => {
  it("holds the envelope's data.fields, field by field", async () => {
    server.on('POST', '/api/account/modify', () => ({
      status: 400,
      body: {
        ...failure('Controlla i campi evidenziati', 'VALIDATION_FAILED'),
        data: { fields: { email: 'Email non valida', cf: 'Codice fiscale non valido', count: 3 } },
      },
    }));

    const error = (await api
      .call('modifyAccount', { body: { name: 'Anna' } as never })
      .catch((caught: unknown) => caught)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.fields).toEqual({ email: 'Email non valida', cf: 'Codice fiscale non valido' });
  });

  it('is empty when the refusal names no field', async () => {
    server.on('GET', '/api/admin/outbox', () => ({
      status: 403,
      body: failure('Accesso negato', 'FORBIDDEN'),
    }));

    const error = (await api.call('adminOutbox').catch((caught: unknown) => caught)) as ApiError;

    expect(error.status).toBe(403);
    expect(error.fields).toEqual({});
    expect(new ApiError('x', { status: 0 }).fields).toEqual({});
  });
});

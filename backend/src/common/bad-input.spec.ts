import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, csrfToken, startTestApp, type TestApp } from '../test-support/test-app';
import { LoginAttempt } from '../modules/auth/login-attempt.entity';
import { Session } from '../modules/auth/session.entity';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

async function writesSoFar() {
  return {
    sessions: await testApp.dataSource.getRepository(Session).count(),
    attempts: await testApp.dataSource.getRepository(LoginAttempt).count(),
  };
}

describe('bad input answers in the envelope and changes nothing', () => {
  it("answers malformed JSON with 400 'Richiesta non valida'", async () => {
    const before = await writesSoFar();
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .set('Content-Type', 'application/json')
      .send('{"email": "clientedemo", "password": ')
      .expect(400);
    expect(response.body).toEqual({
      response: 'fail',
      result: 'fail',
      message: 'Richiesta non valida',
      errorCode: 'BAD_REQUEST',
      data: null,
      session: null,
    });
    expect(await writesSoFar()).toEqual(before);
  });

  it("answers an oversized body with 413 'Richiesta troppo grande'", async () => {
    const before = await writesSoFar();
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ email: 'clientedemo', password: 'x'.repeat(1_200_000) })
      .expect(413);
    expect(response.body).toMatchObject({
      response: 'fail',
      message: 'Richiesta troppo grande',
      errorCode: 'PAYLOAD_TOO_LARGE',
    });
    expect(await writesSoFar()).toEqual(before);
  });

  it("answers a wrong type with 400 'Campo non valido' naming the field", async () => {
    const before = await writesSoFar();
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ email: 12345, password: 'RicordoDemo2026' })
      .expect(400);
    expect(response.body).toMatchObject({
      response: 'fail',
      message: 'Campo non valido',
      errorCode: 'VALIDATION_FAILED',
      data: { fields: { email: 'Campo non valido' } },
    });
    expect(await writesSoFar()).toEqual(before);
  });

  it("answers a missing required field with 400 'Campo obbligatorio'", async () => {
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent.post('/api/auth/autologin').set('X-CSRF-Token', token).send({}).expect(400);
    expect(response.body).toMatchObject({
      message: 'Campo obbligatorio',
      data: { fields: { token: 'Campo obbligatorio' } },
    });
  });

  it('refuses fields the route does not know', async () => {
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ email: 'clientedemo', password: 'RicordoDemo2026', isAdmin: true })
      .expect(400);
    expect(response.body.data.fields).toEqual({ isAdmin: 'Campo non valido' });
    expect(await writesSoFar()).toMatchObject({ sessions: 0 });
  });

  it("answers an unknown /api route with 404 'Risorsa non trovata'", async () => {
    const agent = await browser(testApp);
    const response = await agent.get('/api/non-esiste').expect(404);
    expect(response.body).toEqual({
      response: 'fail',
      result: 'fail',
      message: 'Risorsa non trovata',
      errorCode: 'NOT_FOUND',
      data: null,
      session: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/auth/login', '/api/auth/autologin', '/api/content/contact'])(
    'refuses a body nested thousands of levels deep on %s with 400, before validation',
    async (route) => {
      const before = await writesSoFar();
      const agent = await browser(testApp);
      const token = await csrfToken(agent);
      // About 30 KB: far under the size limit, deep enough to overflow a recursive validator.
      const deep = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
      const response = await agent
        .post(route)
        .set('X-CSRF-Token', token)
        .set('Content-Type', 'application/json')
        .send(`{"email":${deep},"password":"x"}`)
        .expect(400);
      expect(response.body).toMatchObject({
        response: 'fail',
        message: 'Richiesta non valida',
        errorCode: 'BAD_REQUEST',
      });
      expect(await writesSoFar()).toEqual(before);
    },
  );

  it.each([
    ['wide', () => `{${Array.from({ length: 20_000 }, (_, key) => `"k${key}":1`).join(',')}}`],
    ['long', () => `{"email":"x","password":"x","list":[${Array(50_000).fill(1).join(',')}]}`],
  ])('refuses a %s body past the shape limits with 400, before validation', async (_, body) => {
    const before = await writesSoFar();
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .set('Content-Type', 'application/json')
      .send(body())
      .expect(400);
    expect(response.body).toMatchObject({ message: 'Richiesta non valida', errorCode: 'BAD_REQUEST' });
    // One message for the body, not one field per key.
    expect(JSON.stringify(response.body).length).toBeLessThan(2000);
    expect(await writesSoFar()).toEqual(before);
  });

  it('still takes a body nested a few levels, as the forms send it', async () => {
    const agent = await browser(testApp);
    const token = await csrfToken(agent);
    const response = await agent
      .post('/api/auth/login')
      .set('X-CSRF-Token', token)
      .send({ email: 'clientedemo', password: 'RicordoDemo2026' })
      .expect(200);
    expect(response.body.response).toBe('success');
  });
});

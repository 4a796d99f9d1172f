import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startEnvironment } from './app-config';
import { REPO_ROOT } from './paths';

describe('loadConfig', () => {
  it('defaults to SQLite in ./data with the demo on', () => {
    const config = loadConfig({}, '/srv/ricordo');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/ricordo/data',
      database: { type: 'sqlite', path: '/srv/ricordo/data/ricordo.sqlite' },
      demoMode: true,
      publishDir: '/srv/ricordo/data/remotes',
      mediaDir: '/srv/ricordo/data/media',
      shellDist: join(REPO_ROOT, 'shell', 'dist'),
      trustProxy: false,
      sessionCookieSecure: false,
    });
  });

  it('turns the demo off with a real database unless asked', () => {
    expect(
      loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/ricordo', PAYMENTS_TEST_CHECKOUT: '1' })
        .demoMode,
    ).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'mariadb://root@db/ricordo', DEMO_MODE: '1' })).toMatchObject({
      demoMode: true,
      database: { type: 'mysql', url: 'mysql://root@db/ricordo' },
    });
    expect(loadConfig({ DEMO_MODE: '0', PAYMENTS_TEST_CHECKOUT: '1' }).demoMode).toBe(false);
  });

  it('a production start has the demo off, SQLite or not, and refuses its conveniences without DEMO_MODE=1', () => {
    const shop = { NODE_ENV: 'production', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(loadConfig(shop)).toMatchObject({
      production: true,
      demoMode: false,
      database: { type: 'sqlite' },
      messaging: { devMailbox: false },
      payments: { checkout: 'paypal' },
    });
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'PAYPAL_CLIENT_ID is required outside the demo',
    );
    const mailbox = () => loadConfig({ ...shop, DEV_MAILBOX: '1' });
    expect(mailbox).toThrow(ConfigError);
    expect(mailbox).toThrow(
      'DEV_MAILBOX=1 publishes every outgoing message, password-reset links included, at /dev/mailbox: ' +
        'a production start (NODE_ENV=production) allows it only with DEMO_MODE=1',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_CHECKOUT: '1' })).toThrow(
      'PAYMENTS_TEST_CHECKOUT=1 marks orders paid without PayPal: a production start (NODE_ENV=production) allows it only with DEMO_MODE=1',
    );
    // Asked for explicitly, the demo is what it says, conveniences included.
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' })).toMatchObject({
      production: true,
      demoMode: true,
      messaging: { devMailbox: true },
      payments: { checkout: 'test' },
    });
    // The server started by hand, with settings copied from a demo, is a production start and says why not.
    expect(() => loadConfig(startEnvironment({ DEV_MAILBOX: '1', PAYMENTS_TEST_CHECKOUT: '1' }))).toThrow(
      /DEV_MAILBOX=1 .* only with DEMO_MODE=1\n.*PAYMENTS_TEST_CHECKOUT=1 .* only with DEMO_MODE=1/,
    );
    expect(loadConfig(startEnvironment({ ...shop, NODE_ENV: undefined })).demoMode).toBe(false);
    expect(startEnvironment({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    // Outside production (npm start, tests) the test checkout can be asked for without the demo.
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ production: false, demoMode: true });
    expect(loadConfig({ DEMO_MODE: '0', PAYMENTS_TEST_CHECKOUT: '1' }).payments.checkout).toBe('test');
  });

  it('reads proxy, cookie and path settings', () => {
    const config = loadConfig(
      { TRUST_PROXY: '2', SESSION_COOKIE_SECURE: 'true', PUBLISH_DIR: '/var/remotes', SHELL_DIST: 'web' },
      '/app',
    );
    expect(config).toMatchObject({
      trustProxy: 2,
      sessionCookieSecure: true,
      publishDir: '/var/remotes',
      shellDist: '/app/web',
    });
  });

  it('fails fast naming every invalid value', () => {
    const attempt = () =>
      loadConfig({ PORT: 'http', DATABASE_URL: 'postgres://x/y', DEMO_MODE: 'maybe', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL[\s\S]*/);
    expect(attempt).toThrow(/DEMO_MODE/);
  });

  it('reads the messaging settings with their defaults', () => {
    expect(loadConfig({ PORT: '4000' })).toMatchObject({
      publicUrl: 'http://localhost:4000',
      messaging: {
        smtpUrl: null,
        mailFrom: 'Ricordo <noreply@ricordo.it>',
        whatsapp: null,
        sms: null,
        pollMs: 1000,
        worker: true,
        maxAttempts: 8,
        devMailbox: true,
        digestHour: 18,
        digestWeekday: 1,
      },
    });
    expect(
      loadConfig({ DATABASE_URL: 'mysql://root@db/ricordo', PAYMENTS_TEST_CHECKOUT: '1' }).messaging
        .devMailbox,
    ).toBe(false);
    const config = loadConfig({
      PUBLIC_URL: 'https://www.ricordo.it/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Ricordo <ciao@ricordo.it>',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'EAAG-token',
      WHATSAPP_APP_SECRET: 'app-secret',
      TWILIO_ACCOUNT_SID: `AC${'0f'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'twilio-token',
      TWILIO_FROM: `MG${'1e'.repeat(16)}`,
      OUTBOX_POLL_MS: '250',
      OUTBOX_WORKER: '0',
      OUTBOX_MAX_ATTEMPTS: '3',
      DEV_MAILBOX: '1',
      DIGEST_HOUR: '7',
      DIGEST_WEEKDAY: '7',
      DATABASE_URL: 'mysql://root@db/ricordo',
      PAYMENTS_TEST_CHECKOUT: '1',
    });
    expect(config.publicUrl).toBe('https://www.ricordo.it');
    expect(config.messaging).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Ricordo <ciao@ricordo.it>',
      whatsapp: {
        graphUrl: 'https://graph.facebook.com',
        apiVersion: 'v23.0',
        phoneNumberId: '106540352242922',
        accessToken: 'EAAG-token',
        appSecret: 'app-secret',
        verifyToken: null,
        language: 'it',
      },
      sms: {
        apiUrl: 'https://api.twilio.com',
        accountSid: `AC${'0f'.repeat(16)}`,
        authToken: 'twilio-token',
        from: `MG${'1e'.repeat(16)}`,
        statusCallbackUrl: 'https://www.ricordo.it/api/notifications/sms/status',
      },
      pollMs: 250,
      worker: false,
      maxAttempts: 3,
      devMailbox: true,
      digestHour: 7,
      digestWeekday: 7,
    });
  });

  it('names every invalid messaging setting', () => {
    const attempt = () =>
      loadConfig({
        SMTP_URL: 'mail.example',
        WHATSAPP_API_URL: 'https://wa.example/send',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        TWILIO_ACCOUNT_SID: 'AC123',
        PUBLIC_URL: 'ricordo.it',
        DIGEST_HOUR: '24',
        DIGEST_WEEKDAY: '0',
        OUTBOX_MAX_ATTEMPTS: 'many',
      });
    expect(attempt).toThrow(ConfigError);
    for (const name of [
      'SMTP_URL',
      'WHATSAPP_API_URL is no longer read',
      'WHATSAPP_ACCESS_TOKEN',
      'TWILIO_AUTH_TOKEN, TWILIO_FROM',
      'PUBLIC_URL',
      'DIGEST_HOUR',
      'DIGEST_WEEKDAY',
      'OUTBOX_MAX_ATTEMPTS',
    ])
      expect(attempt).toThrow(name);
  });

  it('reads the PayPal settings: test checkout without a client id, PayPal with one', () => {
    expect(loadConfig({}).payments).toEqual({
      checkout: 'test',
      apiUrl: 'https://api-m.paypal.com',
      clientId: null,
      clientSecret: null,
      webhookId: null,
      reconcileMs: 60_000,
      reconcileAfterMs: 600_000,
    });
    expect(
      loadConfig({
        PAYPAL_API_URL: 'https://api-m.sandbox.paypal.com/',
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_WEBHOOK_ID: 'WH1',
        ORDERS_RECONCILE_MS: '5000',
        ORDERS_RECONCILE_AFTER_MS: '0',
      }).payments,
    ).toEqual({
      checkout: 'paypal',
      apiUrl: 'https://api-m.sandbox.paypal.com',
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH1',
      reconcileMs: 5000,
      reconcileAfterMs: 0,
    });
    const attempt = () => loadConfig({ PAYPAL_CLIENT_ID: 'id', ORDERS_RECONCILE_MS: 'often' });
    expect(attempt).toThrow('PAYPAL_CLIENT_SECRET');
    expect(attempt).toThrow('ORDERS_RECONCILE_MS');
  });

  it('refuses to start a real shop without PayPal: the test checkout only in the demo or when asked', () => {
    const shop = { DATABASE_URL: 'mysql://root@db/ricordo' };
    expect(() => loadConfig(shop)).toThrow('PAYPAL_CLIENT_ID is required outside the demo');
    expect(() => loadConfig({ DEMO_MODE: '0' })).toThrow('PAYPAL_CLIENT_ID is required outside the demo');
    expect(loadConfig({ ...shop, PAYMENTS_TEST_CHECKOUT: '1' }).payments.checkout).toBe('test');
    expect(
      loadConfig({ ...shop, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).payments.checkout,
    ).toBe('paypal');
  });

  it('reads the condolence window in days: 365 unless set, a positive integer', () => {
    expect(loadConfig({}).condolenceLimitDays).toBe(365);
    expect(loadConfig({ CONDOLENCE_LIMIT_DAYS: '30' }).condolenceLimitDays).toBe(30);
    for (const value of ['0', '-5', 'un anno', '36501'])
      expect(() => loadConfig({ CONDOLENCE_LIMIT_DAYS: value })).toThrow('CONDOLENCE_LIMIT_DAYS');
  });

  it('reads how often the page cache follows other instances: every second unless set, 0 for never', () => {
    expect(loadConfig({}).pageCacheSyncMs).toBe(1000);
    expect(loadConfig({ PAGE_CACHE_SYNC_MS: '0' }).pageCacheSyncMs).toBe(0);
    for (const value of ['-1', 'spesso', '60001'])
      expect(() => loadConfig({ PAGE_CACHE_SYNC_MS: value })).toThrow('PAGE_CACHE_SYNC_MS');
  });

  it('reads the metrics token: none unless set (no /metrics), at least 16 printable characters', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: ' s3cret-token-0123456 ' }).metricsToken).toBe('s3cret-token-0123456');
    for (const value of ['corto', 'con uno spazio nel mezzo', 'x'.repeat(201)])
      expect(() => loadConfig({ METRICS_TOKEN: value })).toThrow('METRICS_TOKEN');
  });
});

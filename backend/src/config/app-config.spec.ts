import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './app-config';
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
    expect(loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/ricordo' }).demoMode).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'mariadb://root@db/ricordo', DEMO_MODE: '1' })).toMatchObject({
      demoMode: true,
      database: { type: 'mysql', url: 'mysql://root@db/ricordo' },
    });
    expect(loadConfig({ DEMO_MODE: '0' }).demoMode).toBe(false);
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
    expect(loadConfig({ DATABASE_URL: 'mysql://root@db/ricordo' }).messaging.devMailbox).toBe(false);
    const config = loadConfig({
      PUBLIC_URL: 'https://www.ricordo.it/',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_FROM: 'Ricordo <ciao@ricordo.it>',
      WHATSAPP_API_URL: 'https://wa.example/send',
      WHATSAPP_API_TOKEN: 'wa',
      SMS_API_URL: 'https://sms.example/send',
      OUTBOX_POLL_MS: '250',
      OUTBOX_WORKER: '0',
      OUTBOX_MAX_ATTEMPTS: '3',
      DEV_MAILBOX: '1',
      DIGEST_HOUR: '7',
      DIGEST_WEEKDAY: '7',
      DATABASE_URL: 'mysql://root@db/ricordo',
    });
    expect(config.publicUrl).toBe('https://www.ricordo.it');
    expect(config.messaging).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Ricordo <ciao@ricordo.it>',
      whatsapp: { url: 'https://wa.example/send', token: 'wa' },
      sms: { url: 'https://sms.example/send', token: null },
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
        WHATSAPP_API_URL: 'ftp://x',
        PUBLIC_URL: 'ricordo.it',
        DIGEST_HOUR: '24',
        DIGEST_WEEKDAY: '0',
        OUTBOX_MAX_ATTEMPTS: 'many',
      });
    expect(attempt).toThrow(ConfigError);
    for (const name of [
      'SMTP_URL',
      'WHATSAPP_API_URL',
      'PUBLIC_URL',
      'DIGEST_HOUR',
      'DIGEST_WEEKDAY',
      'OUTBOX_MAX_ATTEMPTS',
    ])
      expect(attempt).toThrow(name);
  });
});

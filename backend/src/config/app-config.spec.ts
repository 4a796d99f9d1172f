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
});

import { describe, expect, it } from 'vitest';
import { legacyRedirect, panelRouteFor, remoteForPath } from './routes';

describe('legacy redirects', () => {
  it('sends numeric paths to the memorial of that id', () => {
    expect(legacyRedirect('/1000')).toBe('/memorial?1000');
    expect(legacyRedirect('/0001000')).toBe('/memorial?0001000');
  });

  it('sends numeric .html paths to the memorial of that id', () => {
    expect(legacyRedirect('/1000.html')).toBe('/memorial?1000');
  });

  it('sends the old activation page to /activate-qrCode', () => {
    expect(legacyRedirect('/attiva-qr-code.html')).toBe('/activate-qrCode');
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/',
      '/home',
      '/memorial',
      '/login',
      '/admin-panel',
      '/nonsense',
      '/abc.html',
      '/10a',
      '/1000/x',
    ]) {
      expect(legacyRedirect(path)).toBeNull();
    }
  });
});

describe('route ownership', () => {
  it('gives each panel path to its panel remote', () => {
    expect(remoteForPath('/admin-panel')).toBe('mfe_admin');
    expect(remoteForPath('/partner-panel')).toBe('mfe_partner');
    expect(remoteForPath('/lampade-panel')).toBe('mfe_lampade');
    expect(remoteForPath('/client-panel')).toBe('mfe_client');
    expect(remoteForPath('/client-panel/anything')).toBe('mfe_client');
  });

  it("gives a page's invitation link to mfe_client, outside the panel's access rule", () => {
    expect(remoteForPath('/invito-pagina')).toBe('mfe_client');
    expect(panelRouteFor('/invito-pagina')).toBeUndefined();
  });

  it('gives every other path to mfe_public', () => {
    for (const path of [
      '/',
      '/home',
      '/memorial',
      '/login',
      '/admin-panelx',
      '/aggiungi-memorial-adminx',
      '/x',
    ]) {
      expect(remoteForPath(path)).toBe('mfe_public');
    }
  });

  it('knows the role whose panel a path is', () => {
    expect(panelRouteFor('/lampade-panel')?.role).toBe('lampade');
    expect(panelRouteFor('/memorial')).toBeUndefined();
  });

  it("gives the admin's gift screen to mfe_admin behind the admin's access rule", () => {
    expect(remoteForPath('/aggiungi-dono-admin')).toBe('mfe_admin');
    expect(panelRouteFor('/aggiungi-dono-admin')).toEqual({
      remote: 'mfe_admin',
      role: 'admin',
      path: '/aggiungi-dono-admin',
    });
    expect(remoteForPath('/aggiungi-dono-adminx')).toBe('mfe_public');
  });

  it("gives the admin's memorial screens to mfe_admin behind the admin's access rule", () => {
    for (const path of ['/aggiungi-memorial-admin', '/modifica-memorial-admin']) {
      expect(remoteForPath(path)).toBe('mfe_admin');
      expect(panelRouteFor(path)).toEqual({ remote: 'mfe_admin', role: 'admin', path });
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Role, UserData } from '../api/types';
import { makeUser } from '../test/fixtures';
import { landingPathFor, panelAccessRedirect, roleOf } from './roles';

const admin = makeUser({ permissions: { platformAccess: 1 } });
const partner = makeUser({ permissions: { platformAccess: 2 }, partnertype: 'partner' });
const lampManager = makeUser({ permissions: { platformAccess: 2 }, partnertype: 'gestorelampade' });
const client = makeUser({ permissions: { platformAccess: 0 } });

describe('roleOf', () => {
  it.each([
    ['admin (1)', admin, 'admin'],
    ['partner (2)', partner, 'partner'],
    [
      'partner without type (2, null)',
      makeUser({ permissions: { platformAccess: 2 }, partnertype: null }),
      'partner',
    ],
    ['lamp manager (2, gestorelampade)', lampManager, 'lampade'],
    ['client (0)', client, 'client'],
  ])('%s', (_label, user, role) => {
    expect(roleOf(user)).toBe(role);
  });

  it('returns null for a broken account or no user', () => {
    expect(roleOf(makeUser({ permissions: { platformAccess: 3 as never } }))).toBeNull();
    expect(roleOf({ partnertype: null } as unknown as UserData)).toBeNull();
    expect(roleOf(null)).toBeNull();
  });
});

describe('landingPathFor', () => {
  it('opens each panel on its default section (spec panels §2)', () => {
    expect(landingPathFor('admin')).toBe('/admin-panel#qrcode');
    expect(landingPathFor('partner')).toBe('/partner-panel#deceased');
    expect(landingPathFor('lampade')).toBe('/lampade-panel#lampade');
    expect(landingPathFor('client')).toBe('/client-panel#account');
  });
});

describe('panelAccessRedirect — every role on every panel', () => {
  const table: Array<[string, UserData | null, Role, string | null]> = [
    // no session → /home
    ['nobody', null, 'admin', '/home'],
    ['nobody', null, 'partner', '/home'],
    ['nobody', null, 'lampade', '/home'],
    ['nobody', null, 'client', '/home'],
    // admin panel: 2 → partner panel, 0 → client panel
    ['admin', admin, 'admin', null],
    ['partner', partner, 'admin', '/partner-panel#deceased'],
    ['lamp manager', lampManager, 'admin', '/lampade-panel#lampade'],
    ['client', client, 'admin', '/client-panel#account'],
    // partner panel: 1 → admin, 0 → client; a lamp manager goes to the lamp panel
    ['admin', admin, 'partner', '/admin-panel#qrcode'],
    ['partner', partner, 'partner', null],
    ['lamp manager', lampManager, 'partner', '/lampade-panel#lampade'],
    ['client', client, 'partner', '/client-panel#account'],
    // lamp panel: 1 → admin, 0 → client; a plain partner goes to the partner panel
    ['admin', admin, 'lampade', '/admin-panel#qrcode'],
    ['partner', partner, 'lampade', '/partner-panel#deceased'],
    ['lamp manager', lampManager, 'lampade', null],
    ['client', client, 'lampade', '/client-panel#account'],
    // client panel: 2 → partner panel, 1 → admin panel
    ['admin', admin, 'client', '/admin-panel#qrcode'],
    ['partner', partner, 'client', '/partner-panel#deceased'],
    ['lamp manager', lampManager, 'client', '/lampade-panel#lampade'],
    ['client', client, 'client', null],
  ];

  const cases = table.map(
    ([who, user, panel, expected]) => [who, panel, expected ?? 'allowed', user, expected] as const,
  );
  it.each(cases)('%s opening the %s panel → %s', (_who, panel, _shown, user, expected) => {
    expect(panelAccessRedirect(panel, user)).toBe(expected);
  });

  it('sends a broken account home from any panel', () => {
    const broken = makeUser({ permissions: { platformAccess: 9 as never } });
    for (const panel of ['admin', 'partner', 'lampade', 'client'] as const) {
      expect(panelAccessRedirect(panel, broken)).toBe('/home');
    }
  });
});

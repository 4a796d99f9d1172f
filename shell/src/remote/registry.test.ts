import { afterEach, describe, expect, it } from 'vitest';
import { parseRegistry, readRegistry, REGISTRY_ELEMENT_ID } from './registry';

const good = {
  mfe_public: { version: '1.0.0', entry: '/remotes/mfe_public/1.0.0/mf-manifest.json' },
  mfe_admin: { version: '1.2.0', entry: '/remotes/mfe_admin/1.2.0/mf-manifest.json' },
};

function inline(text: string, type = 'application/json') {
  const script = document.createElement('script');
  script.id = REGISTRY_ELEMENT_ID;
  script.type = type;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(REGISTRY_ELEMENT_ID)?.remove());

describe('registry parsing', () => {
  it('reads the registry the server inlined', () => {
    inline(JSON.stringify(good));
    expect(readRegistry()).toEqual(good);
  });

  it('is empty when the element is missing', () => {
    expect(readRegistry()).toEqual({});
  });

  it('is empty when the element holds invalid JSON or the unreplaced marker', () => {
    inline('{"mfe_public": ');
    expect(readRegistry()).toEqual({});
    expect(parseRegistry('<!--ricordo:registry-->')).toEqual({});
  });

  it('is empty when the JSON is not an object of remotes', () => {
    expect(parseRegistry('[1,2]')).toEqual({});
    expect(parseRegistry('null')).toEqual({});
    expect(parseRegistry('"mfe_public"')).toEqual({});
  });

  it('ignores an element that is not JSON data', () => {
    inline(JSON.stringify(good), 'text/plain');
    expect(readRegistry()).toEqual({});
  });

  it('drops malformed entries and keeps the good ones', () => {
    const parsed = parseRegistry(
      JSON.stringify({
        ...good,
        mfe_client: { version: '1.0.0' },
        mfe_partner: 'x',
        mfe_lampade: { version: 1, entry: '/e' },
      }),
    );
    expect(parsed).toEqual(good);
  });

  it('reads a registry whose "<" were escaped as \\u003c', () => {
    const escaped = JSON.stringify({
      mfe_public: { version: '1.0.0', entry: '/remotes/a<b/mf-manifest.json' },
    }).replace(/</g, '\\u003c');
    inline(escaped);
    expect(readRegistry().mfe_public.entry).toBe('/remotes/a<b/mf-manifest.json');
  });
});

import { describe, expect, it } from 'vitest';
import { renderTemplate, TEMPLATE_NAMES, TemplateDataError, type TemplateData, type TemplateName } from '.';

const context = { publicUrl: 'https://ricordo.example' };
const HOSTILE = '<script>alert("x")</script> & \'Rossi\'';

const SAMPLES: Record<TemplateName, TemplateData> = {
  registration: { name: 'Maria', link: '/registerComplete?token=abc123' },
  'password-reset': { name: 'Maria', link: '/reset-password?token=abc123' },
  'username-recovery': { name: 'Maria', username: 'mariarossi' },
  'contact-verification': { name: 'Maria', link: '/verifica-contatto?token=abc123' },
  'login-renewal': { name: 'Maria', link: '/login-renewal?token=abc123' },
  'obituary-realtime': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    place: 'Milano (MI)',
    link: '/memorial?0001000',
    unsubscribeLink: '/unsubscribe?token=unsub1',
  },
  'obituary-digest': {
    name: 'Maria',
    period: 'daily',
    names: ['Giuseppe Verdi', 'Anna Bianchi'],
    places: ['Milano (MI)', 'Monza (MB)'],
    links: ['/memorial?0001000', '/memorial?0001001'],
    unsubscribeLink: '/unsubscribe?token=unsub1',
  },
  'condolence-confirm': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    link: '/bookconfirm?token=abc123',
    code: '123456',
  },
  'dedication-request': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    giverName: 'Anna Bianchi',
    type: 'dedica-cero',
    text: 'Una luce per te',
    sign: 'Anna',
    link: '/accetta-dono?token=abc123',
    refuseLink: '/rifiuta-dono?token=abc123&dedicID=7',
  },
  'dedication-outcome': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    type: 'dedica-foto',
    outcome: 'refused',
    link: '/memorial?0001000',
  },
  'contact-message': {
    name: 'Maria',
    surname: 'Rossi',
    email: 'maria.rossi@example.com',
    object: 'Una domanda',
    content: 'Buongiorno,\nvorrei sapere come attivare la targa.',
    messageId: 12,
  },
};

const SUBJECTS: Record<TemplateName, string> = {
  registration: 'Completa la registrazione su Ricordo',
  'password-reset': 'Reimposta la tua password',
  'username-recovery': 'Il tuo username Ricordo',
  'contact-verification': 'Conferma il tuo contatto',
  'login-renewal': 'Rinnova il memorial',
  'obituary-realtime': 'Nuovo necrologio nella tua zona',
  'obituary-digest': 'I necrologi della tua zona',
  'condolence-confirm': 'Conferma le tue condoglianze su Ricordo',
  'contact-message': 'Contatto dal sito: Una domanda',
  'dedication-request': 'Una nuova dedica per Giuseppe Verdi',
  'dedication-outcome': 'La tua dedica non è stata accettata',
};

/** Messages for the staff, not for a person by name: no greeting. */
const STAFF_TEMPLATES: TemplateName[] = ['contact-message'];

describe('message templates', () => {
  it.each(TEMPLATE_NAMES)('%s renders an Italian subject, HTML, text and a short text', (name) => {
    const rendered = renderTemplate(name, SAMPLES[name], context);
    expect(rendered.subject).toBe(SUBJECTS[name]);
    expect(rendered.html).toMatch(/^<!doctype html><html lang="it">/);
    const greeting = STAFF_TEMPLATES.includes(name) ? 'Maria Rossi' : 'Ciao Maria,';
    expect(rendered.html).toContain(greeting);
    expect(rendered.html).toContain('background:#2f4858');
    expect(rendered.text).toContain(greeting);
    expect(rendered.text).not.toMatch(/<[a-z]/i);
    expect(rendered.short.length).toBeGreaterThan(10);
  });

  it.each(TEMPLATE_NAMES.filter((name) => 'link' in SAMPLES[name] || 'links' in SAMPLES[name]))(
    '%s makes its links absolute from PUBLIC_URL, in HTML, text and short text',
    (name) => {
      const rendered = renderTemplate(name, SAMPLES[name], context);
      const data = SAMPLES[name];
      const first = Array.isArray(data.links) ? data.links[0] : (data.link as string);
      const absolute = `https://ricordo.example${first}`;
      expect(rendered.html).toContain(`href="${absolute}"`);
      expect(rendered.text).toContain(absolute);
      expect(rendered.short).toContain(absolute);
    },
  );

  it('zone messages carry the unsubscribe link', () => {
    for (const name of ['obituary-realtime', 'obituary-digest'] as const) {
      const rendered = renderTemplate(name, SAMPLES[name], context);
      expect(rendered.html).toContain('href="https://ricordo.example/unsubscribe?token=unsub1"');
      expect(rendered.text).toContain('https://ricordo.example/unsubscribe?token=unsub1');
      expect(rendered.short).toContain('https://ricordo.example/unsubscribe?token=unsub1');
    }
  });

  it('escapes every interpolated value in the HTML', () => {
    const html = [
      renderTemplate('registration', { name: HOSTILE, link: '/registerComplete?token=a"b<c' }, context).html,
      renderTemplate('username-recovery', { name: 'Maria', username: HOSTILE }, context).html,
      renderTemplate(
        'obituary-digest',
        { ...SAMPLES['obituary-digest'], names: [HOSTILE, 'Anna'], places: ['Milano', HOSTILE] },
        context,
      ).html,
      renderTemplate('obituary-realtime', { ...SAMPLES['obituary-realtime'], deceasedName: HOSTILE }, context)
        .html,
      renderTemplate(
        'condolence-confirm',
        { ...SAMPLES['condolence-confirm'], deceasedName: HOSTILE },
        context,
      ).html,
      renderTemplate('contact-message', { ...SAMPLES['contact-message'], content: HOSTILE }, context).html,
      renderTemplate(
        'dedication-request',
        { ...SAMPLES['dedication-request'], giverName: HOSTILE, text: HOSTILE, sign: HOSTILE },
        context,
      ).html,
    ];
    for (const page of html) {
      expect(page).not.toContain('<script>');
      expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Rossi&#39;');
    }
    expect(html[0]).toContain('token=a%22b%3Cc');
  });

  it('keeps the text version unescaped and readable', () => {
    const text = renderTemplate(
      'username-recovery',
      { name: 'Maria', username: "l'amico & co" },
      context,
    ).text;
    expect(text).toContain("l'amico & co");
  });

  it('counts the obituaries of a digest in words', () => {
    const weekly = renderTemplate(
      'obituary-digest',
      { ...SAMPLES['obituary-digest'], period: 'weekly' },
      context,
    );
    expect(weekly.text).toContain('questa settimana sono stati pubblicati 2 necrologi nella tua zona');
    const daily = renderTemplate(
      'obituary-digest',
      { ...SAMPLES['obituary-digest'], names: ['A B'], places: ['Roma'], links: ['/memorial?0001'] },
      context,
    );
    expect(daily.text).toContain('oggi è stato pubblicato un necrologio nella tua zona');
  });

  it.each([
    ['registration', { name: 'Maria' }],
    ['registration', { name: '', link: '/x' }],
    ['registration', { name: 'Maria', link: 'javascript:alert(1)' }],
    ['registration', { name: 'Maria', link: '//evil.example/x' }],
    ['username-recovery', { name: 'Maria' }],
    ['obituary-digest', { ...SAMPLES['obituary-digest'], places: ['Milano'] }],
    ['obituary-digest', { ...SAMPLES['obituary-digest'], names: [] }],
    ['obituary-realtime', { ...SAMPLES['obituary-realtime'], unsubscribeLink: null }],
  ] as Array<[TemplateName, TemplateData]>)('%s refuses incomplete or unsafe data %j', (name, data) => {
    expect(() => renderTemplate(name, data, context)).toThrow(TemplateDataError);
  });

  it('asks the owner with an accept and a refuse link, and tells the giver the outcome', () => {
    const request = renderTemplate('dedication-request', SAMPLES['dedication-request'], context);
    expect(request.html).toContain('href="https://ricordo.example/rifiuta-dono?token=abc123&amp;dedicID=7"');
    expect(request.short).toContain('https://ricordo.example/rifiuta-dono?token=abc123&dedicID=7');
    expect(request.text).toContain('Testo: «Una luce per te»');
    const refused = renderTemplate('dedication-outcome', SAMPLES['dedication-outcome'], context);
    expect(refused.text).toContain('come fiori virtuali');
    const accepted = renderTemplate(
      'dedication-outcome',
      { ...SAMPLES['dedication-outcome'], outcome: 'accepted' },
      context,
    );
    expect(accepted.subject).toBe('La tua dedica è stata accettata');
    expect(() =>
      renderTemplate('dedication-outcome', { ...SAMPLES['dedication-outcome'], outcome: 'maybe' }, context),
    ).toThrow(TemplateDataError);
  });

  it('keeps absolute http(s) links as they are', () => {
    const rendered = renderTemplate(
      'password-reset',
      { name: 'Maria', link: 'https://other.example/r?token=1' },
      context,
    );
    expect(rendered.text).toContain('https://other.example/r?token=1');
  });
});

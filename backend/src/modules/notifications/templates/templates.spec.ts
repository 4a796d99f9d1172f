import { describe, expect, it } from 'vitest';
import { renderTemplate, TEMPLATE_NAMES, TemplateDataError, type TemplateData, type TemplateName } from '.';
import { parameterCount, waTemplate, whatsAppTemplates, whatsAppText } from './whatsapp';

const context = { publicUrl: 'https://ricordo.example' };
const HOSTILE = '<script>alert("x")</script> & \'Rossi\'';

const SAMPLES: Record<TemplateName, TemplateData> = {
  'page-invitation': {
    fromName: 'Paola Verdi',
    deceasedName: 'Giuseppe Verdi',
    role: 'manager',
    link: '/invito-pagina?token=abc123',
  },
  'page-invitation-again': {
    name: 'Maria',
    address: 'anna@example.com',
    deceasedName: 'Giuseppe Verdi',
    link: '/client-panel#pages',
  },
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
  'dedication-reviewed': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    giverName: 'Anna Bianchi',
    type: 'dedica-cero',
    outcome: 'accepted',
    link: '/memorial?0001000',
  },
  'dedication-receipt': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    type: 'dedica-cero',
    link: '/memorial?0001000',
  },
  'dedication-reminder': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    giverName: 'Anna Bianchi',
    type: 'dedica-foto',
    deadline: '09/12/2026 10:30',
    afterDeadline: 'lapse',
    link: '/client-panel#dedic',
  },
  'plaque-activation': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    details: ['Nome: Giuseppe Verdi', 'Cimitero: Cimitero Monumentale, Milano (MI)'],
    link: '/conferma-attivazione?token=abc123',
    newAccount: true,
  },
  'lamp-receipt': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    serial: 'RL-ABCDEFGH23',
    protocol: 'LV-2026-000001',
    amount: '25,00 €',
    paidOn: '01/03/2026',
    paidUntil: '28/02/2027',
    type: 'Contanti',
    link: '/api/lampade/ricevuta/1?token=abc123',
  },
  'lamp-anomaly': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    serial: 'RL-ABCDEFGH23',
    reason: 'missed',
    since: '01/03/2026 10:00',
    link: '/memorial?0001000',
  },
  'lamp-recovered': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    serial: 'RL-ABCDEFGH23',
    link: '/lampade-panel#lampade',
  },
  'lamp-renewal-reminder': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    serial: 'RL-ABCDEFGH23',
    paidUntil: '28/02/2027',
    days: '30',
    amount: '25,00 €',
    link: '/rinnovo-lampada?token=abc123',
  },
  'lamp-switched-off': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    serial: 'RL-ABCDEFGH23',
    paidUntil: '28/02/2027',
    link: '/rinnovo-lampada?token=abc123',
  },
  'ownership-transfer': {
    name: 'Maria',
    fromName: 'Giulia Martinelli',
    deceasedNames: ['Giuseppe Verdi'],
    link: '/accetta-trasferimento?token=abc123',
  },
  'ownership-transfer-accepted': {
    name: 'Maria',
    receiverName: 'Paolo Neri',
    deceasedNames: ['Giuseppe Verdi'],
    link: '/client-panel#pages',
  },
  'partner-accepted': { name: 'Maria', link: '/registerComplete?token=abc123' },
  'obituary-card': {
    deceasedName: 'Giuseppe Verdi',
    sender: 'Onoranze Funebri Demo',
    link: '/memorial?0001000',
    manifestoLink: '/api/obituaries/manifest/0001000.jpg',
  },
  'page-data': {
    name: 'Maria',
    deceasedName: 'Giuseppe Verdi',
    link: '/qr/RIC-ABC123',
    bookLink: '/qr/RIC-ABC123/condoglianze',
    cardLink: '/api/deceasedCard/0001000',
    code: 'RIC-ABC123',
    verificationCode: 'X7K9P2',
  },
  'contact-message': {
    name: 'Maria',
    surname: 'Rossi',
    email: 'maria.rossi@example.com',
    object: 'Una domanda',
    content: 'Buongiorno,\nvorrei sapere come attivare la targa.',
    messageId: 12,
  },
  'calendar-reminder': {
    deceasedName: 'Giuseppe Verdi',
    title: 'Anniversario della scomparsa',
    day: '02/11/2027',
    when: '',
    place: '',
    link: '/memorial?1000',
    unsubscribeLink: '/ricordamelo/annulla?token=abc',
  },
};

const SUBJECTS: Record<TemplateName, string> = {
  'page-invitation': 'Invito a gestire la pagina di Giuseppe Verdi',
  'page-invitation-again': 'Un invito per la pagina di Giuseppe Verdi è da rinnovare',
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
  'dedication-reviewed': 'Una dedica per Giuseppe Verdi è stata valutata',
  'dedication-receipt': 'Il tuo messaggio è in attesa di approvazione dalla famiglia',
  'dedication-reminder': 'Una dedica per Giuseppe Verdi attende ancora la tua approvazione',
  'ownership-transfer': 'Ti è stata ceduta la lapide digitale di Giuseppe Verdi',
  'ownership-transfer-accepted': 'Trasferimento di proprietà completato',
  'plaque-activation': "Conferma l'attivazione della lapide digitale di Giuseppe Verdi",
  'lamp-receipt': 'Ricevuta del pagamento della lampada votiva',
  'lamp-anomaly': 'Lampada votiva in anomalia',
  'lamp-recovered': 'Lampada votiva di nuovo in funzione',
  'lamp-renewal-reminder': 'La lampada votiva di Giuseppe Verdi: rinnovo entro il 28/02/2027',
  'lamp-switched-off': 'La lampada votiva di Giuseppe Verdi si è spenta',
  'partner-accepted': 'La tua richiesta di partnership è stata accettata',
  'obituary-card': 'Necrologio di Giuseppe Verdi',
  'page-data': 'I dati della pagina di Giuseppe Verdi',
  'calendar-reminder': 'Domani: anniversario della scomparsa di Giuseppe Verdi',
};

/** Messages for the staff, not for a person by name: no greeting. */
const STAFF_TEMPLATES: TemplateName[] = ['contact-message'];
/** Messages to someone whose name the sender does not know (a phone typed in the card modal). */
const UNNAMED_TEMPLATES: TemplateName[] = ['obituary-card', 'calendar-reminder', 'page-invitation'];

describe('message templates', () => {
  it.each(TEMPLATE_NAMES)('%s renders an Italian subject, HTML, text and a short text', (name) => {
    const rendered = renderTemplate(name, SAMPLES[name], context);
    expect(rendered.subject).toBe(SUBJECTS[name]);
    expect(rendered.html).toMatch(/^<!doctype html><html lang="it">/);
    const greeting = STAFF_TEMPLATES.includes(name)
      ? 'Maria Rossi'
      : UNNAMED_TEMPLATES.includes(name)
        ? 'Buongiorno,'
        : 'Ciao Maria,';
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
      expect(whatsAppText(rendered.whatsapp)).toContain(absolute);
    },
  );

  it.each(TEMPLATE_NAMES)(
    '%s sends by WhatsApp its own approved template, in Italian, with every parameter filled',
    (name) => {
      const { whatsapp } = renderTemplate(name, SAMPLES[name], context);
      const template = whatsAppTemplates().find((candidate) => candidate.name === whatsapp.template);
      expect(template).toBeDefined();
      expect(whatsapp.parameters).toHaveLength(parameterCount(template!));
      for (const value of whatsapp.parameters) expect(value).toMatch(/^[^\n\t]{1,1024}$/);
      const text = whatsAppText(whatsapp);
      expect(text).not.toMatch(/\{\{\d+\}\}/);
      expect(text).toMatch(/^(Ciao Maria|Buongiorno|Nuovo messaggio)/);
    },
  );

  it('declares each WhatsApp template once, by Meta’s naming rules, and refuses a malformed one', () => {
    const names = whatsAppTemplates().map((template) => template.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^ricordo_[a-z_]+$/);
    expect(() => waTemplate('Ricordo-X', 'Ciao {{1}}.')).toThrow(/name/);
    expect(() => waTemplate('ricordo_test_end', 'Ciao {{1}}')).toThrow(/start or end/);
    expect(() => waTemplate('ricordo_test_order', 'Ciao {{2}} e {{1}}.')).toThrow(/in order/);
    expect(() => waTemplate('ricordo_username', 'Ciao {{1}}.')).toThrow(/twice/);
  });

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
      renderTemplate(
        'plaque-activation',
        { ...SAMPLES['plaque-activation'], deceasedName: HOSTILE, details: [HOSTILE] },
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

  it('asks the activation owner to check the data sent, and mentions the registration link to a newcomer', () => {
    const newcomer = renderTemplate('plaque-activation', SAMPLES['plaque-activation'], context);
    expect(newcomer.text).toContain('Cimitero: Cimitero Monumentale, Milano (MI)');
    expect(newcomer.text).toContain('completare la registrazione');
    expect(newcomer.html).toContain('href="https://ricordo.example/conferma-attivazione?token=abc123"');
    const owner = renderTemplate(
      'plaque-activation',
      { ...SAMPLES['plaque-activation'], newAccount: false },
      context,
    );
    expect(owner.text).not.toContain('completare la registrazione');
    expect(() =>
      renderTemplate('plaque-activation', { ...SAMPLES['plaque-activation'], details: [] }, context),
    ).toThrow(TemplateDataError);
  });

  it('offers the receiver of a transfer its one link, names every page, and tells the former owner', () => {
    const one = renderTemplate('ownership-transfer', SAMPLES['ownership-transfer'], context);
    expect(one.text).toContain(
      'Giulia Martinelli desidera cederti la proprietà della lapide digitale di Giuseppe Verdi',
    );
    const several = renderTemplate(
      'ownership-transfer',
      { ...SAMPLES['ownership-transfer'], deceasedNames: ['Giuseppe Verdi', 'Anna Bianchi', 'Luigi Neri'] },
      context,
    );
    expect(several.subject).toBe(
      'Ti sono state cedute le lapidi digitali di Giuseppe Verdi, Anna Bianchi e Luigi Neri',
    );
    expect(several.text).toContain(
      'la proprietà delle lapidi digitali di Giuseppe Verdi, Anna Bianchi e Luigi Neri',
    );
    expect(
      renderTemplate('ownership-transfer', { ...SAMPLES['ownership-transfer'], fromName: HOSTILE }, context)
        .html,
    ).not.toContain('<script>');
    const accepted = renderTemplate(
      'ownership-transfer-accepted',
      SAMPLES['ownership-transfer-accepted'],
      context,
    );
    expect(accepted.text).toContain(
      'Paolo Neri ha accettato: la lapide digitale di Giuseppe Verdi ora appartiene al suo account.',
    );
    expect(() =>
      renderTemplate('ownership-transfer', { ...SAMPLES['ownership-transfer'], deceasedNames: [] }, context),
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

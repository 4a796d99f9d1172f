import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { AuditEntry } from './modules/audit/audit-entry.entity';
import { NotificationZone } from './modules/accounts/notification-zone.entity';
import { UserAddress } from './modules/accounts/user-address.entity';
import { User } from './modules/accounts/user.entity';
import { PlatformSetting } from './modules/content/settings/platform-setting.entity';
import { Deceased } from './modules/deceased/deceased.entity';
import { Dedication } from './modules/dedications/dedication.entity';
import { MemorialMediaItem } from './modules/memorials/memorial-media.entity';
import { Memorial } from './modules/memorials/memorial.entity';
import { Partner } from './modules/partners/partner.entity';
import { ACCOUNT_TEST_ENV, bodyOf, createClient, postForm } from './test-support/account-helpers';
import { saveDeceased } from './test-support/deceased-helpers';
import { createFuneralHome } from './test-support/funeral-home-helpers';
import { jpegWithGps, mp4Video } from './test-support/media-fixtures';
import { browser, csrfToken, signIn, type Browser } from './test-support/test-app';
import { useTestApp } from './test-support/use-test-app';

/**
 * docs/contracts.md "Edits keep what they are not sent": an edit form changes only the fields it shows; a
 * field a request leaves out keeps its value; saving a form unchanged changes nothing. For each save route of
 * the panels' edit dialogs (account, notification and contact preference, manifesto settings, memorial,
 * partner page, dedication, tombstone toggles) a record with every field filled is saved as its dialog sends
 * it unchanged, then once with each optional field left out: every column of the record's rows, and the audit
 * log, must be what they were. The cases are generated from each route's form, so a field added to a form is
 * checked without a new test.
 */
const testApp = useTestApp(ACCOUNT_TEST_ENV);

type Fields = Record<string, string>;

interface Subject {
  /** The save as its dialog sends it with nothing changed. */
  form: Fields;
  send: (fields: Fields) => Promise<Response>;
  /** Every column of the rows the save may write, read from the database. */
  snapshot: () => Promise<unknown>;
}

interface EditRoute {
  name: string;
  /** The fields of `form` a request may leave out (each is a generated case). */
  optional: string[];
  /** A new record with every field filled, and how its dialog saves it. */
  setup: () => Promise<Subject>;
}

const repo = <T extends object>(entity: new () => T) => testApp.dataSource.getRepository(entity);

async function signedIn(username: string, password?: string): Promise<Browser> {
  const agent = await browser(testApp);
  await signIn(agent, username, password);
  return agent;
}

async function multipart(agent: Browser, path: string, fields: Fields): Promise<Response> {
  let call = agent.post(path).set('X-CSRF-Token', await csrfToken(agent));
  // As a browser sends a multipart form: every line break CRLF.
  for (const [name, value] of Object.entries(fields))
    call = call.field(name, value.replace(/\r?\n/g, '\r\n'));
  return call;
}

async function ok(response: Response | Promise<Response>): Promise<Record<string, unknown>> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (bodyOf(answer).data ?? {}) as Record<string, unknown>;
}

/** A client with every account field filled: contacts, CF, Italian address, notifications with zones. */
async function filledClient() {
  const user = await createClient(testApp, { telephone: `+39-33${String(Date.now()).slice(-8)}` });
  const agent = await signedIn(user.username, user.password);
  await ok(
    postForm(agent, '/api/account/modify', {
      name: 'Paola',
      surname: 'Verdi',
      email: user.email ?? '',
      telephone: user.telephone ?? '',
      cf: 'VRDPLA80A41F205X',
      nationality: '105',
      region: '4',
      province: '15',
      location: '15146',
      cap: '20121',
      route: 'Via Dante',
      civic: '7',
    }),
  );
  await ok(
    postForm(
      agent,
      '/api/account/modifyContactPreferece',
      {
        activeNotification: true,
        notificationFrequency: 'weekly',
        notificationList: [{ region: 4, province: 15, location: 15146, cap: '20121' }, { region: 13 }],
      } as unknown as Fields,
      'json',
    ),
  );
  const userdata = await ok(agent.get(`/api/account/contactData/${user.id}`));
  const snapshot = async () => ({
    user: await repo(User).findOneByOrFail({ id: user.id }),
    addresses: await repo(UserAddress).find({ where: { userId: user.id }, order: { id: 'ASC' } }),
    zones: await repo(NotificationZone).find({ where: { userId: user.id }, order: { id: 'ASC' } }),
  });
  return { user, agent, userdata: userdata.data as UserDataShape, snapshot };
}

interface UserDataShape {
  username: string;
  name: string;
  surname: string;
  email: string | null;
  telephone: string | null;
  cf: string | null;
  preferred_contact: { type: string };
  notificationPreference: {
    activeNotification: boolean;
    notificationFrequency: string;
    notificationList: Array<Record<string, unknown>>;
  };
  addresses: Array<Record<string, string | number | null>>;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Company data saved so far: each gets its own Partita IVA (unique among partners). */
let companies = 0;

const ROUTES: EditRoute[] = [
  {
    // 'Dati account' (kit AccountDataForm: fieldsFromUser → modifyBody).
    name: 'modifyAccount',
    optional: [
      'username',
      'name',
      'surname',
      'email',
      'telephone',
      'cf',
      'nationality',
      'region',
      'province',
      'location',
      'cap',
      'route',
      'civic',
    ],
    setup: async () => {
      const { agent, userdata, snapshot } = await filledClient();
      const address = userdata.addresses.find((item) => item.type === 'invoice') ?? userdata.addresses[0];
      const form: Fields = {
        username: userdata.username,
        name: userdata.name,
        surname: userdata.surname,
        email: text(userdata.email),
        telephone: text(userdata.telephone),
        cf: text(userdata.cf),
        nationality: text(address.nationID),
        region: text(address.region),
        province: text(address.province),
        location: text(address.location),
        cap: text(address.cap),
        route: text(address.address),
        civic: text(address.number),
      };
      return { form, send: (fields) => postForm(agent, '/api/account/modify', fields), snapshot };
    },
  },
  {
    // The address block left out entirely: the address stays as it is.
    name: 'modifyAccount without the address block',
    optional: [],
    setup: async () => {
      const { agent, userdata, snapshot } = await filledClient();
      const form: Fields = {
        name: userdata.name,
        surname: userdata.surname,
        email: text(userdata.email),
        telephone: text(userdata.telephone),
        cf: text(userdata.cf),
      };
      return { form, send: (fields) => postForm(agent, '/api/account/modify', fields), snapshot };
    },
  },
  {
    // 'Preferenze notifiche' (kit NotificationPreferenceForm).
    name: 'modifyContactPreferece',
    optional: ['activeNotification', 'notificationFrequency', 'notificationList'],
    setup: async () => {
      const { agent, userdata, snapshot } = await filledClient();
      const preference = userdata.notificationPreference;
      const form: Fields = {
        activeNotification: String(preference.activeNotification),
        notificationFrequency: preference.notificationFrequency,
        notificationList: JSON.stringify(preference.notificationList),
      };
      return {
        form,
        send: (fields) => postForm(agent, '/api/account/modifyContactPreferece', fields),
        snapshot,
      };
    },
  },
  {
    // 'Preferenza di contatto' (kit ContactPreferenceForm): its one field.
    name: 'changeContactPreference',
    optional: [],
    setup: async () => {
      const { agent, userdata, snapshot } = await filledClient();
      const form = { 'contact-preference': userdata.preferred_contact.type };
      return {
        form,
        send: (fields) => postForm(agent, '/api/account/changeContactPreference', fields),
        snapshot,
      };
    },
  },
  {
    // #modify's manifesto block (mfe-admin ManifestContactForm).
    name: 'setManifestConfig',
    optional: ['manifestoEmail', 'manifestoWapp'],
    setup: async () => {
      const admin = await signedIn('adminricordo');
      await ok(
        postForm(admin, '/api/admin/setManifestConfig', {
          manifestoEmail: 'manifesti@example.com',
          manifestoWapp: '+39-3331234567',
        }),
      );
      const stored = await ok(admin.get('/api/content/getManifestConfig'));
      const form = { manifestoEmail: text(stored.manifestoEmail), manifestoWapp: text(stored.manifestoWapp) };
      return {
        form,
        send: (fields) => postForm(admin, '/api/admin/setManifestConfig', fields),
        snapshot: () => repo(PlatformSetting).find({ order: { key: 'ASC' } }),
      };
    },
  },
  {
    // 'Modifica memorial' (mfe-admin memorialFormData): biography, photos and video kept.
    name: 'memorialEdit',
    optional: ['deceased-bio', 'memorial-id', 'image-to-remove', 'remove-video'],
    setup: async () => {
      const admin = await signedIn('adminricordo');
      const person = await saveDeceased(testApp, { name: 'Livia', surname: 'Drusilla' });
      const photo = await jpegWithGps();
      let call = admin
        .post('/api/admin/addMemorialToDeceased')
        .set('X-CSRF-Token', await csrfToken(admin))
        .field('deceased-id', `000${person.id}`)
        .field('deceased-bio', '<h2>Chi era</h2>\n<p>Una <strong>maestra</strong> amata</p>');
      for (const index of [1, 2]) call = call.attach('images', photo, { filename: `f${index}.jpg` });
      await ok(call.attach('video', mp4Video(), { filename: 'v.mp4', contentType: 'video/mp4' }));
      const read = await ok(admin.get(`/api/admin/memorial/${person.id}`));
      const memorial = read.memorial as { ID: number; bio: string };
      const form: Fields = {
        'deceased-id': `000${person.id}`,
        'deceased-bio': memorial.bio,
        'memorial-id': String(memorial.ID),
        'image-to-remove': '[]',
        'remove-video': '0',
      };
      return {
        form,
        send: (fields) => multipart(admin, '/api/admin/memorial/edit', fields),
        snapshot: async () => ({
          memorial: await repo(Memorial).findOneByOrFail({ id: memorial.ID }),
          media: await repo(MemorialMediaItem).find({
            where: { memorialId: memorial.ID },
            order: { id: 'ASC' },
          }),
        }),
      };
    },
  },
  ...(['name', 'description'] as const).map((type): EditRoute => ({
    // The partner page editor's field dialogs (kit EditFieldDialog → sendPartnerEdit).
    name: `partnerEdit ${type}`,
    optional: [],
    setup: async () => {
      const { partner, agent, page } = await filledPartner();
      const form = { partnerid: String(partner.id), 'edit-type': type, content: text(page[type]) };
      return {
        form,
        send: (fields) => multipart(agent, '/api/partners/partnerEdit', fields),
        snapshot: partner.snapshot,
      };
    },
  })),
  {
    // The social links (kit PartnerSocialEditor): five addresses saved together, each one a field.
    name: 'partnerEdit social',
    optional: ['instagram', 'facebook', 'twitter', 'linkedin', 'youtube'],
    setup: async () => {
      const { partner, agent, page } = await filledPartner();
      const links = page.social as Array<{ network: string; url: string }>;
      const form = Object.fromEntries(links.map((link) => [link.network, link.url]));
      return {
        form,
        // The networks travel as one JSON field, content.
        send: (fields) =>
          multipart(agent, '/api/partners/partnerEdit', {
            partnerid: String(partner.id),
            'edit-type': 'social',
            content: JSON.stringify(fields),
          }),
        snapshot: partner.snapshot,
      };
    },
  },
  ...([true, false] as const).map((withAddress): EditRoute => ({
    // 'Dati azienda' (kit CompanyDataForm → partnerCompanyEdit): the address parts go together,
    // and a page kept as one line is saved without them.
    name: withAddress ? 'partnerCompanyEdit' : 'partnerCompanyEdit without the address block',
    optional: ['name', 'pi', 'sdi', 'cf'],
    setup: async () => {
      const { partner, agent } = await filledPartner();
      const address = {
        region: '4',
        province: '15',
        location: '15146',
        cap: '20121',
        route: 'Via Dante',
        civic: '5',
      };
      const company = {
        name: 'Onoranze Serene',
        pi: `IT${String(Date.now()).slice(-8)}${String((companies += 1)).padStart(3, '0')}`,
        sdi: 'SDI7777',
        cf: 'RSSMRA80A01H501U',
      };
      await ok(postForm(agent, '/api/partners/companyEdit', { ...company, ...address }));
      return {
        form: withAddress ? { ...company, ...address } : company,
        send: (fields) => postForm(agent, '/api/partners/companyEdit', fields),
        snapshot: partner.snapshot,
      };
    },
  })),
  {
    // 'Modifica dedica' (mfe-admin EditDedicationDialog → editDedication): the time left as it was is not sent.
    name: 'editDedic',
    optional: ['dedic', 'dedic-sign'],
    setup: async () => {
      const admin = await signedIn('adminricordo');
      const person = await saveDeceased(testApp, { name: 'Marta', surname: 'Neri' });
      const dedication = await repo(Dedication).save(
        repo(Dedication).create({
          deceasedId: person.id,
          type: 'dedica-foto',
          text: 'Un pensiero\nper te',
          sign: 'Anna e Paolo',
          status: 'pending',
          mediaFilename: 'dedications/foto-di-prova.jpg',
          mediaType: 'photo',
          giverName: 'Anna',
          giverSurname: 'Rossi',
          giverEmail: 'anna@example.com',
          giverTelephone: '+39-3471234567',
          giverContact: 'email',
          createdAt: new Date('2026-02-03T13:05:42.000Z'),
        }),
      );
      const form: Fields = {
        'dedic-id': String(dedication.id),
        'dedic-type': dedication.type,
        dedic: text(dedication.text),
        'dedic-sign': text(dedication.sign),
      };
      return {
        form,
        send: (fields) => multipart(admin, '/api/admin/editDedic', fields),
        snapshot: () => repo(Dedication).findOneByOrFail({ id: dedication.id }),
      };
    },
  },
  ...(
    [
      ['updateDeceased', 'enabled'],
      ['updateConto', 'contoVendita'],
    ] as const
  ).map(([route, field]): EditRoute => ({
    // #pages' switches (mfe-admin pages-api): the state wanted is always sent. Left out, the spec's
    // toggle flips it (spec panels §7 `updateDeceased, updateConto {deceasedID}`), so no case leaves it out.
    name: route,
    optional: [],
    setup: async () => {
      const admin = await signedIn('adminricordo');
      const person = await saveDeceased(testApp, {
        name: 'Carlo',
        surname: 'Galli',
        enabled: 1,
        contoVendita: 1,
        aphorism: 'Chi vive nel cuore non muore',
        graveyardName: 'Cimitero Monumentale',
        dateOfBirth: '1940-05-02',
        dateOfDeath: '2025-11-20',
      });
      const form = { deceasedID: String(person.id), [field]: String(person[field]) };
      return {
        form,
        send: (fields) => postForm(admin, `/api/admin/${route}`, fields),
        snapshot: () => repo(Deceased).findOneByOrFail({ id: person.id }),
      };
    },
  })),
];

/** A funeral home whose page has every field filled, as its own editor loads it. */
async function filledPartner() {
  const home = await createFuneralHome(testApp, 'Onoranze Serene');
  await repo(Partner).update(
    { id: home.partnerId },
    {
      status: 'active',
      description: '<p>Dal <strong>1950</strong>\nal vostro fianco</p>\n<p>Sempre</p>',
      headerText: 'Sempre con voi',
      logo: 'partner/logo-di-prova.png',
      website: 'https://onoranze.example',
      email: 'info@onoranze.example',
      telephone: '+39-0212345678',
      mobile: '+39-3331234567',
      address: 'Via Roma 12, 20121 Milano (MI)',
      socialLinks: JSON.stringify({
        instagram: 'https://www.instagram.com/onoranze',
        facebook: 'https://www.facebook.com/onoranze',
        twitter: 'https://x.com/onoranze',
        linkedin: 'https://www.linkedin.com/company/onoranze',
        youtube: 'https://www.youtube.com/@onoranze',
      }),
      media: JSON.stringify(['partner/foto-1.jpg', 'partner/foto-2.jpg']),
      video: 'partner/video.mp4',
    },
  );
  const page = await ok(home.agent.get('/api/partners/ownPartnerPage'));
  const snapshot = () => repo(Partner).findOneByOrFail({ id: home.partnerId });
  return { partner: { id: home.partnerId, snapshot }, agent: home.agent, page };
}

const auditRows = () => repo(AuditEntry).count();

const without = (fields: Fields, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

const cases = ROUTES.flatMap((route) => [
  { route, leftOut: null as string | null },
  ...route.optional.map((leftOut) => ({ route, leftOut })),
]);

describe('an edit changes only what it is sent; an unchanged save changes nothing', () => {
  it.each(cases.map((item) => [item.route.name, item.leftOut ?? 'nothing', item] as const))(
    '%s, saved unchanged leaving out %s: every column and the audit log as before',
    async (_name, _leftOut, { route, leftOut }) => {
      const subject = await route.setup();
      if (leftOut !== null)
        expect(subject.form, `${route.name} has no field ${leftOut}`).toHaveProperty(leftOut);
      const before = JSON.parse(JSON.stringify(await subject.snapshot())) as unknown;
      const audits = await auditRows();
      await ok(subject.send(leftOut === null ? subject.form : without(subject.form, leftOut)));
      expect(JSON.parse(JSON.stringify(await subject.snapshot()))).toEqual(before);
      expect(await auditRows()).toBe(audits);
    },
  );
});

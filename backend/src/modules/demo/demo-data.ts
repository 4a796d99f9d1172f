import type { NewUser } from '../accounts/accounts.service';
import type { PartnerType } from '../accounts/user.entity';
import type { NewDeceased } from '../deceased/deceased.service';

/** Password of every demo account (docs/contracts.md "Auth"). */
export const DEMO_PASSWORD = 'RicordoDemo2026';

/** Media path (under DATA_DIR/media) of the demo portrait shipped in backend/assets/demo. */
export const DEMO_PHOTO = 'demo/deceased-1000.jpg';

export interface DemoAccount {
  user: Omit<NewUser, 'passwordHash'>;
  company?: { name: string; type: PartnerType };
}

// One account per role (docs/contracts.md "Auth": adminricordo, partnerdemo, lampadedemo, clientedemo).
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    user: {
      username: 'adminricordo',
      email: 'admin@ricordo.example',
      telephone: null,
      name: 'Amministratore',
      surname: 'Ricordo',
      platformAccess: 1,
      partnerType: null,
    },
  },
  {
    user: {
      username: 'partnerdemo',
      email: 'partner@ricordo.example',
      telephone: '+39-0212345678',
      name: 'Marco',
      surname: 'Bellini',
      platformAccess: 2,
      partnerType: 'partner',
      cf: 'BLLMRC70A01F205X',
    },
    company: { name: 'Onoranze Funebri Bellini', type: 'partner' },
  },
  {
    user: {
      username: 'lampadedemo',
      email: 'lampade@ricordo.example',
      telephone: '+39-3331234567',
      name: 'Luca',
      surname: 'Ferri',
      platformAccess: 2,
      partnerType: 'gestorelampade',
    },
    company: { name: 'Lampade Votive Ferri', type: 'gestorelampade' },
  },
  {
    user: {
      username: 'clientedemo',
      email: 'cliente@ricordo.example',
      telephone: '+39-3479876543',
      name: 'Giulia',
      surname: 'Martinelli',
      platformAccess: 0,
      partnerType: null,
      cf: 'MRTGLI80A41F205Z',
    },
  },
];

/** The client's invoice address: Milano (region 4, province 15, comune 15146). */
export const DEMO_CLIENT_ADDRESS = {
  type: 'invoice' as const,
  address: 'Via Giuseppe Verdi',
  number: '12',
  regionId: 4,
  provinceId: 15,
  locationId: 15146,
  cap: '20121',
  nationId: 105,
  completeAddress: null,
};

/**
 * The client's notification zone: the province of Milano. Notifications stay off, so the demo shows the
 * zone in the panel without receiving obituary messages until the visitor turns them on.
 */
export const DEMO_CLIENT_ZONE = { regionId: 4, provinceId: 15, locationId: null, cap: null };

type DemoDeceased = Omit<NewDeceased, 'ownerUserId' | 'partnerId'> & {
  id: number;
  owner?: string;
  partner?: string;
};

// Fictional people in real cemeteries; 1000 is the demo memorial of spec public §1.
export const DEMO_DECEASED: DemoDeceased[] = [
  {
    id: 1000,
    name: 'Giuseppe',
    surname: 'Martinelli',
    gender: 'M',
    dateOfBirth: '1931-03-12',
    dateOfDeath: '2019-11-02',
    publicationTime: new Date('2019-11-05T09:00:00Z'),
    aphorism: "Sol chi non lascia eredità d'affetti poca gioia ha dell'urna.",
    graveyardName: 'Cimitero Monumentale',
    graveyardRegionId: 4,
    graveyardProvinceId: 15,
    graveyardLocationId: 15146,
    graveyardCap: '20154',
    photo: DEMO_PHOTO,
    lapidePhoto: null,
    showPage: 1,
    enabled: 1,
    owner: 'clientedemo',
    partner: 'partnerdemo',
  },
  {
    id: 1001,
    name: 'Nicolò',
    surname: "D'Angelo",
    gender: 'M',
    dateOfBirth: '1948-07-21',
    dateOfDeath: '2023-02-14',
    publicationTime: new Date('2023-02-16T10:30:00Z'),
    aphorism: 'E quindi uscimmo a riveder le stelle.',
    graveyardName: 'Cimitero di Poggioreale',
    graveyardRegionId: 16,
    graveyardProvinceId: 63,
    graveyardLocationId: 63049,
    graveyardCap: '80143',
    photo: null,
    lapidePhoto: null,
    showPage: 1,
    enabled: 1,
  },
  {
    id: 1002,
    name: 'Maria Grazia',
    surname: 'Esposito',
    gender: 'F',
    dateOfBirth: '1939-12-03',
    dateOfDeath: '2024-05-09',
    publicationTime: new Date('2024-05-10T08:15:00Z'),
    aphorism: 'Dolce è il ricordo di chi ci ha amato.',
    graveyardName: 'Cimitero del Verano',
    graveyardRegionId: 13,
    graveyardProvinceId: 58,
    graveyardLocationId: 58091,
    graveyardCap: '00185',
    photo: null,
    lapidePhoto: null,
    showPage: 1,
    enabled: 1,
  },
  {
    id: 1003,
    name: 'Anna',
    surname: 'Bellini Sartori',
    gender: 'F',
    dateOfBirth: '1952-01-30',
    dateOfDeath: '2025-01-18',
    publicationTime: new Date('2025-01-19T07:45:00Z'),
    aphorism: null,
    graveyardName: 'Cimitero Monumentale di Torino',
    graveyardRegionId: 2,
    graveyardProvinceId: 1,
    graveyardLocationId: 1272,
    graveyardCap: '10152',
    photo: null,
    lapidePhoto: null,
    showPage: 0,
    enabled: 1,
    partner: 'partnerdemo',
  },
];

/** Memorial service of the demo page, with a biography (CHI ERA). */
export const DEMO_MEMORIAL = {
  deceasedId: 1000,
  bio:
    "<p>Giuseppe nacque a Milano nel 1931. Tipografo per quarant'anni in una piccola bottega di Brera, " +
    'amava la musica lirica, le passeggiate lungo i Navigli e le domeniche con i nipoti.</p>' +
    '<p>Chi lo ha conosciuto ricorda la sua pazienza e il suo sorriso gentile.</p>',
  expiresAt: new Date('2035-12-31T23:00:00Z'),
};

/** A condolence candle waiting for the demo client's approval (client panel #dedic). */
export const DEMO_PENDING_DEDICATION = {
  deceasedId: 1000,
  type: 'dedica-cero' as const,
  text: 'Caro nonno, ti pensiamo ogni giorno. Una luce per te.',
  sign: 'Marta e Luca',
  status: 'pending' as const,
  mediaFilename: null,
  mediaType: null,
  giverName: 'Marta',
  giverSurname: 'Rossi',
  giverEmail: 'marta.rossi@ricordo.example',
  giverTelephone: null,
  createdAt: new Date('2025-11-01T10:00:00Z'),
};

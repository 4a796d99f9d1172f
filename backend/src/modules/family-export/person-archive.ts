import { romeMinute } from '../../common/rome-time';
import type { UserDataDto } from '../accounts/dto/user-data.dto';
import type { AuthoredCondolence } from '../condolences/condolence-export.read';
import { DEDICATION_NAMES } from '../dedications/dedication-labels';
import type { GivenDedication } from '../dedications/dedication-export.read';
import { escapeHtml } from '../notifications/templates';
import type { PersonOrder } from '../orders/order-export.read';
import { printablePage } from './printable-html';

/** A person's own data (GDPR art. 20; docs/contracts.md "Family export"). */
export interface PersonArchive {
  exportedAt: Date;
  account: UserDataDto;
  /** The pages the person owns. */
  pages: Array<{ id: number; name: string; surname: string }>;
  orders: PersonOrder[];
  condolences: Array<AuthoredCondolence & { deceasedName: string }>;
  dedications: Array<GivenDedication & { deceasedName: string }>;
}

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/** The person's data for programs: every field, instants in ISO 8601 (UTC), money in cents. */
export function personArchiveJson(archive: PersonArchive): string {
  const { account } = archive;
  return JSON.stringify(
    {
      format: 'ricordo-personal-data/1',
      exportedAt: archive.exportedAt.toISOString(),
      account: {
        id: account.user_id,
        username: account.username,
        name: account.name,
        surname: account.surname,
        email: account.email,
        telephone: account.telephone,
        cf: account.cf,
        preferredContact: account.preferred_contact.type,
        notifications: {
          active: account.notificationPreference.activeNotification,
          frequency: account.notificationPreference.notificationFrequency,
        },
      },
      addresses: account.addresses,
      notificationZones: account.notificationPreference.notificationList,
      pages: archive.pages,
      orders: archive.orders.map((order) => ({
        ...order,
        createdAt: iso(order.createdAt),
        paidAt: iso(order.paidAt),
      })),
      condolences: archive.condolences.map((item) => ({
        ...item,
        createdAt: iso(item.createdAt),
        publishedAt: iso(item.publishedAt),
      })),
      dedications: archive.dedications.map((item) => ({ ...item, createdAt: iso(item.createdAt) })),
    },
    null,
    2,
  );
}

const ORDER_TYPES: Record<PersonOrder['type'], string> = {
  qrcode: 'Lapide digitale (QR code)',
  dedic: 'Dedica',
  memorial: 'Servizio memorial',
  lamp: 'Lampada votiva',
};
const ORDER_STATES: Record<PersonOrder['status'], string> = {
  created: 'Creato',
  awaiting_payment: 'In attesa di pagamento',
  paid: 'Pagato',
  cancelled: 'Annullato',
  failed: 'Non riuscito',
  refunded: 'Rimborsato',
  on_account: 'In conto vendita',
};
const CONDOLENCE_STATES: Record<AuthoredCondolence['status'], string> = {
  pending: 'In attesa di conferma',
  published: 'Pubblicato',
};
const DEDICATION_STATES: Record<GivenDedication['status'], string> = {
  unpaid: 'Non pagata',
  cancelled: 'Annullata',
  pending: 'In attesa di accettazione',
  accepted: 'Accettata',
  refused: 'Rifiutata',
};

const euro = (cents: number) =>
  `€ ${(cents / 100).toLocaleString('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const row = (label: string, value: string | null | undefined) =>
  `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value || '—')}</dd>`;

/** The same data as a page to read and print. */
export function personArchiveHtml(archive: PersonArchive): string {
  const { account } = archive;
  const contact = { email: 'E-mail', wa: 'WhatsApp', sms: 'SMS' } as Record<string, string>;
  const accountItem = `<dl>${[
    row('Username', account.username),
    row('Nome', account.name),
    row('Cognome', account.surname),
    row('E-mail', account.email),
    row('Telefono', account.telephone),
    row('Codice fiscale', account.cf),
    row('Contatto preferito', contact[account.preferred_contact.type] ?? account.preferred_contact.type),
    row(
      'Notifiche dei necrologi',
      account.notificationPreference.activeNotification ? 'Attive' : 'Non attive',
    ),
  ].join('')}</dl>`;
  return printablePage({
    title: 'I miei dati su Ricordo',
    heading: 'I miei dati su Ricordo',
    subheading: `${account.name} ${account.surname}`.trim(),
    intro: `<p class="intro">Copia dei dati del tuo account, scaricata il ${romeMinute(archive.exportedAt)}. Gli stessi dati sono nel file JSON accanto a questa pagina, leggibile da altri programmi.</p>`,
    sections: [
      { title: 'Account', empty: '', items: [accountItem] },
      {
        title: `Indirizzi (${account.addresses.length})`,
        empty: 'Nessun indirizzo.',
        items: account.addresses.map((address) =>
          escapeHtml(
            address.completeAddress ||
              [address.address, address.number, address.cap].filter((part) => part).join(' '),
          ),
        ),
      },
      {
        title: `Zone dei necrologi (${account.notificationPreference.notificationList.length})`,
        empty: 'Nessuna zona.',
        items: account.notificationPreference.notificationList.map((zone) =>
          escapeHtml(
            [
              `regione ${zone.region}`,
              zone.province ? `provincia ${zone.province}` : '',
              zone.location ? `comune ${zone.location}` : '',
              zone.cap ? `CAP ${zone.cap}` : '',
            ]
              .filter((part) => part)
              .join(', '),
          ),
        ),
      },
      {
        title: `Lapidi digitali di cui sei proprietario (${archive.pages.length})`,
        empty: 'Nessuna.',
        items: archive.pages.map((page) => escapeHtml(`${page.name} ${page.surname} (ID ${page.id})`)),
      },
      {
        title: `Ordini (${archive.orders.length})`,
        empty: 'Nessun ordine.',
        items: archive.orders.map(
          (order) =>
            `<p class="kind">${escapeHtml(`N. ${order.id} · ${ORDER_TYPES[order.type]} · ${euro(order.amountCents)}`)}</p><p class="by">${escapeHtml(`${ORDER_STATES[order.status]} · ${romeMinute(order.createdAt)}`)}</p>`,
        ),
      },
      {
        title: `Condoglianze scritte (${archive.condolences.length})`,
        empty: 'Nessun messaggio.',
        items: archive.condolences.map(
          (item) =>
            `<p class="kind">${escapeHtml(`Per ${item.deceasedName}`)}</p><p class="text">${escapeHtml(item.text)}</p><p class="by">${escapeHtml(`${item.authorName} · ${CONDOLENCE_STATES[item.status]} · ${romeMinute(item.createdAt)}`)}</p>`,
        ),
      },
      {
        title: `Dediche lasciate (${archive.dedications.length})`,
        empty: 'Nessuna dedica.',
        items: archive.dedications.map(
          (item) =>
            `<p class="kind">${escapeHtml(`${DEDICATION_NAMES[item.type]} per ${item.deceasedName}`)}</p>${item.text ? `<p class="text">${escapeHtml(item.text)}</p>` : ''}<p class="by">${escapeHtml(`${item.sign || 'Anonimo'} · ${DEDICATION_STATES[item.status]} · ${romeMinute(item.createdAt)}`)}</p>`,
        ),
      },
    ],
  });
}

import { describePanel, makeUser } from '@ricordo/shared-design/testing';
import RemoteApp from './export-app';
import { SECTIONS } from './sections';

const USER = makeUser({
  name: 'Giulia',
  surname: 'Neri',
  username: 'giulianeri',
  email: 'giulia@example.it',
  telephone: '3470000000',
  permissions: { platformAccess: 2 },
  partnertype: 'partner',
});

describePanel({
  RemoteApp,
  remote: 'mfe_partner',
  role: 'partner',
  title: 'Pannello partner',
  sections: SECTIONS,
  navigation: [
    '#deceased',
    '#pages',
    '#dedic',
    '#partner-page',
    '#account',
    '#qrcode',
    '#aggiungi-necrologio',
    '#aggiungi-defunto',
  ],
  user: USER,
  accountHash: '#account',
});

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
  partnertype: 'gestorelampade',
});

describePanel({
  RemoteApp,
  remote: 'mfe_lampade',
  role: 'lampade',
  title: 'Pannello lampade votive',
  sections: SECTIONS,
  navigation: [
    '#lampade',
    '#rinnovi',
    '#fatture',
    '#partner-page',
    '#account',
    '#aggiungi-lampada',
    '#aggiungi-abbonato',
  ],
  user: USER,
  accountHash: '#account',
});

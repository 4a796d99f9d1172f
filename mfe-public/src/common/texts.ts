// Italian texts of the account pages that the kit's MESSAGES does not hold (yet). The spec's own texts are
// copied exactly (spec public §2, §5, §8); the rest is written in the same calm register.
export const TEXTS = {
  // spec public §8 "Token pages"
  linkNoLongerValid: 'Il link non è più valido',
  verificationCodeNoLongerValid: 'Il codice di verifica da lei utilizzato non è più valido',
  tokenInvalidOrExpired: 'token non valido o scaduto',
  verifying: 'Verifica in corso…',
  // spec public §2 "/unsubscribe"
  unsubscribeQuestion: 'Sei sicuro di voler disattivare le notifiche per il defunto?',

  // Registration (spec public §2, §5)
  registrationTitle: 'Registrati',
  name: 'Nome',
  surname: 'Cognome',
  username: 'Username',
  telephone: 'Telefono',
  email: 'Email',
  cf: 'Codice fiscale',
  promotionCode: 'Codice promozionale',
  wantsNotifications: 'Desidero ricevere notifiche sui necrologi',
  termsBefore: 'Accetto i ',
  termsLink: 'termini e condizioni',
  privacyNotice: 'Leggi l\u2019informativa sulla privacy',
  usernameHint: 'Creato dal tuo nome e cognome',
  checkingUsername: 'Verifica della disponibilità…',
  // The server's refusal of a taken e-mail (backend AccountMessages.emailTaken), said on leaving the field.
  emailTaken: 'Email già registrata',

  registrationOutcomeTitle: 'Registrazione quasi completata',
  registrationSentTo: (contact: string) =>
    `Ti abbiamo inviato un messaggio a ${contact} con il link per completare la registrazione e scegliere la password.`,
  registrationSent:
    'Ti abbiamo inviato un messaggio con il link per completare la registrazione e scegliere la password.',
  registrationCheckEmail: 'Controlla la tua casella di posta, anche nella cartella della posta indesiderata.',
  registrationCheckPhone: 'Controlla i messaggi sul tuo telefono (WhatsApp o SMS).',

  completeRegistrationTitle: 'Completa la registrazione',
  completeRegistrationIntro: 'Scegli la password con cui accederai a Ricordo.',
  completeRegistrationSubmit: 'Completa la registrazione',
  registrationCompleted: 'Registrazione completata. Ora puoi accedere con il tuo username e la tua password.',

  // Passwords
  password: 'Password',
  newPassword: 'Nuova password',
  confirmPassword: 'Conferma password',
  savePassword: 'Salva la password',
  resetPasswordTitle: 'Reimposta la password',

  // Forgot password, recover username
  forgotPasswordTitle: 'Password dimenticata',
  forgotPasswordIntro:
    'Inserisci il tuo username: ti invieremo il link per scegliere una nuova password tramite il contatto che preferisci.',
  usernameOrEmailHint: 'Puoi indicare anche l\u2019indirizzo email del tuo account.',
  send: 'Invia',
  recoverUserTitle: 'Recupera username',
  recoverUserIntro: 'Indica il contatto del tuo account: ti invieremo il tuo username.',
  recoverBy: 'Recupera tramite',
  recoverUserSent: 'Se il contatto indicato appartiene a un account, riceverai a breve il tuo username.',
  goToLogin: 'Vai all\u2019accesso',

  // Token pages
  verifyContactTitle: 'Verifica del contatto',
  contactVerified: 'Il tuo contatto è stato verificato. Grazie.',
  unsubscribeTitle: 'Notifiche sui necrologi',
  unsubscribed:
    'Le notifiche sono state disattivate. Potrai riattivarle in qualsiasi momento dal tuo account.',
  autologinTitle: 'Accesso in corso…',
  backHome: 'Torna alla home',
  requestNewLink: 'Richiedi un nuovo link',

  // Products (spec public §6: where public pages send a logged-in user)
  productsTitle: 'Prodotti',
} as const;

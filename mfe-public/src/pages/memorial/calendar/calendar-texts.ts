// The mourning calendar's texts on the memorial page (kind words: the people reading them are grieving).
export const CALENDAR_TEXTS = {
  title: 'Prossima ricorrenza',
  today: 'Oggi',
  afterToday: 'Poi',
  at: (time: string) => `alle ${time}`,
  remind: 'Ricordamelo',
  remindHint: 'Ti scriveremo il giorno prima, al mattino, per non dimenticare questa data.',
  channel: 'Come vuoi essere avvisato?',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  emailLabel: 'Il tuo indirizzo e-mail',
  phoneLabel: 'Il tuo numero WhatsApp',
  send: 'Avvisami',
  cancel: 'Annulla',
  addToCalendar: 'Aggiungi al calendario',
  required: 'Campo obbligatorio',
} as const;

// Acting for a user (docs/contracts.md "Acting for a user"): the admin's entry, the start dialog and the banner.
import type { ActingCandidate } from '@ricordo/shared-design';

export const ACTING_TEXTS = {
  menu: 'AGISCI PER UN UTENTE',
  title: 'Agisci per un utente',
  help: "Cerca l'account per nome o username e scrivi il motivo: userai il suo pannello con i suoi soli permessi finché non termini. L'inizio, la fine e ogni modifica restano nel registro, e l'utente lo vedrà nel suo pannello.",
  searchLabel: 'Nome o username',
  search: 'Cerca',
  searching: 'Ricerca in corso',
  pick: "Scegli l'account",
  pickFirst: 'Seleziona un utente',
  reason: 'Motivo',
  reasonHint: 'Da 5 a 500 caratteri',
  reasonRequired: 'Campo obbligatorio',
  reasonInvalid: 'Il motivo deve avere da 5 a 500 caratteri',
  invalid: 'Campo non valido',
  cancel: 'Annulla',
  start: 'Agisci',
  end: 'Termina',
  banner: (name: string, username: string) => `Stai usando l'account di ${name} (${username})`,
  bannerReason: (reason: string) => `Motivo: ${reason}`,
  endFailed: 'Impossibile terminare, riprova',
} as const;

export const ROLE_LABELS: Readonly<Record<ActingCandidate['role'], string>> = {
  client: 'Cliente',
  partner: 'Partner',
  gestorelampade: 'Gestore lampade',
};

// Italian texts of #audit, the log of the administrators' actions (spec panels §8, §9).
export const AUDIT_TEXTS = {
  intro:
    'Ogni azione di un amministratore, anche quando agisce per conto di un utente: chi, per chi, cosa, su quale oggetto, i valori prima e dopo e il motivo. Le più recenti per prime.',
  filterUser: 'Utente (username o id)',
  filterAction: 'Azione',
  filterTargetType: 'Tipo di oggetto',
  filterTargetId: 'Id oggetto',
  all: 'Tutti',
  filterSubmit: 'Cerca',
  filterReset: 'Azzera filtri',
  caption: 'Registro attività',
  time: 'Data',
  admin: 'Amministratore',
  /** Only on the rows of an admin acting as a user (acting.*). */
  acted: 'Per conto di',
  concerned: (username: string) => `account ${username}`,
  action: 'Azione',
  target: 'Oggetto',
  values: 'Valori (prima → dopo)',
  reason: 'Motivo',
  none: '—',
} as const;

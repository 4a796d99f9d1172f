// The Italian texts of /accetta-trasferimento (spec public §2 "Accept an ownership transfer", §4, §8).
export const ACCEPT_TRANSFER_TEXTS = {
  title: 'Accetta il trasferimento',
  accepted: (names: string[]) =>
    names.length === 1
      ? `Trasferimento completato: la lapide digitale di ${names[0]} è ora tua e la trovi nel tuo pannello.`
      : `Trasferimento completato: le lapidi digitali di ${names.join(', ')} sono ora tue e le trovi nel tuo pannello.`,
  toMemorial: 'Vai alla pagina memorial',
  toPanel: 'Apri il tuo pannello',
  // The link was superseded by a newer request, was used, or is too old.
  invalidHelp: 'Se il trasferimento ti è stato proposto di nuovo, usa il link del messaggio più recente.',
} as const;

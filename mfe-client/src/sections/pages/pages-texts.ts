// The Italian texts of #pages (spec panels §2 "Client panel", "Ownership transfer dialog", §4 'In accettazione').
export const PAGES_TEXTS = {
  actions: 'Azioni',
  transfer: 'Cedi proprietà',
  transferOf: (name: string) => `Cedi proprietà della lapide di ${name}`,
  // spec panels §4: a transfer waits for its receiver; the page stays with its owner until then.
  pending: 'In accettazione',
  lamp: 'Lampada votiva',
  noLamp: 'Nessuna',
} as const;

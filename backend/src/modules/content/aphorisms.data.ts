/** Suggested aphorisms for tombstone pages (DESIGN "Data": aphorisms are shipped reference data). */
export const APHORISMS: Array<{ text: string; author: string | null }> = [
  { text: "Sol chi non lascia eredità d'affetti poca gioia ha dell'urna.", author: 'Ugo Foscolo' },
  { text: "Celeste è questa corrispondenza d'amorosi sensi.", author: 'Ugo Foscolo' },
  { text: 'E quindi uscimmo a riveder le stelle.', author: 'Dante Alighieri' },
  { text: "La morte non è niente, sono solamente passato dall'altra parte.", author: 'Henry Scott Holland' },
  { text: 'Non si muore mai del tutto se si vive nel cuore di chi resta.', author: null },
  { text: 'Il tuo ricordo è la nostra forza.', author: null },
  { text: 'Sei stato il nostro sole, ora sei la nostra stella.', author: null },
  { text: 'Dolce è il ricordo di chi ci ha amato.', author: null },
  { text: 'Ciò che abbiamo amato non lo perderemo mai.', author: null },
  { text: 'Vivi per sempre nei nostri cuori.', author: null },
  { text: 'Il tuo sorriso resterà la nostra luce.', author: null },
  { text: 'Hai vissuto per la famiglia e per il lavoro: il tuo esempio resta con noi.', author: null },
];

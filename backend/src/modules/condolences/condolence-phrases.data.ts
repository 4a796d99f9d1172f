/**
 * The 22 suggested phrases of the condolence book (spec public §9); '(nome)' becomes the deceased's first
 * name when served.
 */
export const CONDOLENCE_PHRASES: readonly string[] = [
  'Sentite condoglianze a tutta la famiglia per la perdita di (nome).',
  'Ci stringiamo a voi con affetto in questo momento di dolore. Ciao (nome).',
  'Il ricordo di (nome) resterà sempre vivo nei nostri cuori.',
  'Con profonda tristezza partecipiamo al vostro dolore per la scomparsa di (nome).',
  'Un abbraccio sincero alla famiglia. (nome) ci mancherà moltissimo.',
  'Riposa in pace, (nome). Il tuo sorriso resterà con noi.',
  'Vi siamo vicini con tutto il cuore nel ricordo di (nome).',
  'Porteremo sempre con noi la gentilezza e la bontà di (nome).',
  'Che il ricordo dei momenti vissuti con (nome) vi dia conforto.',
  'Una preghiera per (nome) e un abbraccio a chi gli ha voluto bene.',
  'Addolorati per la perdita di (nome), porgiamo le nostre più sentite condoglianze.',
  "Ciao (nome), grazie per tutto l'affetto che ci hai donato.",
  "(nome) ha lasciato un segno profondo in chi l'ha conosciuto. Vi siamo vicini.",
  'Partecipiamo commossi al vostro lutto per la scomparsa di (nome).',
  'Il tuo esempio ci accompagnerà ogni giorno, caro (nome).',
  'Nessuna parola può alleviare il dolore, ma sappiate che non siete soli. Ciao (nome).',
  'Con affetto e gratitudine ricordiamo (nome). Le nostre condoglianze più sincere.',
  'Che la terra ti sia lieve, (nome).',
  'Un pensiero affettuoso per (nome) e per tutta la sua famiglia.',
  'Ricorderemo sempre la tua generosità, (nome). Riposa in pace.',
  'Vicini al vostro dolore, custodiamo con voi il ricordo di (nome).',
  'Buon viaggio, (nome). Resterai per sempre nei nostri pensieri.',
];

export function phrasesFor(firstName: string): string[] {
  return CONDOLENCE_PHRASES.map((phrase) => phrase.split('(nome)').join(firstName));
}

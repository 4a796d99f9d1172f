/**
 * The suggested condolence phrases, 40 (spec panels §3 "a fixed list of about 40 condolence phrases"; the
 * public document's §9 counts 22, the first part of this list); '(nome)' becomes the deceased's first name
 * when served. Written for this product, in words that suit a man or a woman alike.
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
  'Ci uniamo al vostro dolore nel ricordo affettuoso di (nome).',
  'Che la luce del ricordo di (nome) vi accompagni nei giorni a venire.',
  'Il bene che (nome) ha seminato continuerà a dare frutto. Sentite condoglianze.',
  'Custodiremo con tenerezza i momenti condivisi con (nome).',
  'Con rispetto e commozione salutiamo (nome). Siamo con voi.',
  'Grazie, (nome), per la tua presenza discreta e generosa.',
  'Una carezza alla famiglia e un ultimo saluto a (nome).',
  'Il sorriso di (nome) resterà una luce per tutti noi.',
  'In questo momento difficile vi abbracciamo forte. Ciao (nome).',
  'Ricordiamo (nome) con stima e affetto sincero.',
  'La memoria di (nome) vivrà nel cuore di tutti noi.',
  'Vi siamo accanto con una preghiera per (nome).',
  'Porgiamo le nostre condoglianze più sentite nel ricordo di (nome).',
  'Il tempo trascorso insieme a (nome) è un dono che non dimenticheremo.',
  'Riposa serenamente, (nome). Ti porteremo sempre con noi.',
  'Un pensiero di pace per (nome) e di conforto per chi resta.',
  'Ci mancheranno la tua voce e la tua gentilezza, (nome).',
  'Con sincera partecipazione ricordiamo (nome) con gratitudine.',
];

export function phrasesFor(firstName: string): string[] {
  return CONDOLENCE_PHRASES.map((phrase) => phrase.split('(nome)').join(firstName));
}

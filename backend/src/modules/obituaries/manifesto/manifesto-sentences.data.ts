/**
 * The manifesto's suggested sentences (spec panels §3: sentence groups frasiAnni, riferimenti, annuncio,
 * funerale, ringraziamenti; 'Consigliami una frase'), shipped reference data as the condolence book's 22
 * phrases are (condolences/condolence-phrases.data.ts). '[anni]' becomes the deceased's age. A sentence
 * marked M or F suits only a man or a woman; the others suit both.
 */
export type SentenceGroupKey = 'frasiAnni' | 'riferimenti' | 'annuncio' | 'funerale' | 'ringraziamenti';

export interface ManifestoSentence {
  text: string;
  gender?: 'M' | 'F';
}

export const SENTENCE_GROUPS: Record<SentenceGroupKey, readonly ManifestoSentence[]> = {
  frasiAnni: [
    { text: "È mancato all'affetto dei suoi cari all'età di [anni] anni", gender: 'M' },
    { text: "È mancata all'affetto dei suoi cari all'età di [anni] anni", gender: 'F' },
    { text: 'Serenamente, a [anni] anni, si è spento', gender: 'M' },
    { text: 'Serenamente, a [anni] anni, si è spenta', gender: 'F' },
    { text: 'Dopo una vita dedicata alla famiglia e al lavoro, ci ha lasciati a [anni] anni' },
    {
      text: 'Circondato dall’affetto dei suoi cari, è tornato alla Casa del Padre a [anni] anni',
      gender: 'M',
    },
    {
      text: 'Circondata dall’affetto dei suoi cari, è tornata alla Casa del Padre a [anni] anni',
      gender: 'F',
    },
  ],
  riferimenti: [
    { text: 'Ne danno il triste annuncio la moglie, i figli, i nipoti e i parenti tutti.', gender: 'M' },
    { text: 'Ne danno il triste annuncio il marito, i figli, i nipoti e i parenti tutti.', gender: 'F' },
    { text: 'Lo piangono con immenso affetto i figli, le nuore, i generi e gli amati nipoti.', gender: 'M' },
    { text: 'La piangono con immenso affetto i figli, le nuore, i generi e gli amati nipoti.', gender: 'F' },
    { text: 'Lo ricordano con amore i fratelli, le sorelle e quanti gli hanno voluto bene.', gender: 'M' },
    { text: 'La ricordano con amore i fratelli, le sorelle e quanti le hanno voluto bene.', gender: 'F' },
  ],
  annuncio: [
    { text: 'Si ringrazia fin d’ora quanti parteciperanno al dolore della famiglia.' },
    { text: 'Il presente serve da partecipazione e ringraziamento.' },
    { text: 'Non fiori ma opere di bene.' },
    { text: 'Un ricordo e una preghiera.' },
  ],
  funerale: [
    {
      text: 'I funerali avranno luogo presso la chiesa parrocchiale, dove la cara salma giungerà dall’abitazione.',
    },
    {
      text: 'Il rito funebre sarà celebrato nella chiesa parrocchiale; seguirà la tumulazione nel cimitero cittadino.',
    },
    {
      text: 'La camera ardente è allestita presso la casa funeraria; il funerale si svolgerà in forma privata.',
    },
    { text: 'Il Santo Rosario sarà recitato la sera precedente le esequie.' },
  ],
  ringraziamenti: [
    { text: 'Un sentito ringraziamento ai medici e al personale sanitario per le amorevoli cure prestate.' },
    { text: 'La famiglia ringrazia quanti, con presenza, scritti e fiori, hanno partecipato al suo dolore.' },
    { text: 'Un grazie di cuore a quanti sono stati vicini in questo momento di dolore.' },
    { text: 'Si ringraziano i vicini di casa e gli amici per la costante vicinanza.' },
  ],
};

export const SENTENCE_GROUP_KEYS = Object.keys(SENTENCE_GROUPS) as SentenceGroupKey[];

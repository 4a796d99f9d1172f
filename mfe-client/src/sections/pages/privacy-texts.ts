// The Italian texts of 'Visibilità della pagina' (docs/contracts.md "Page privacy").
export type PagePrivacy = 'public' | 'link' | 'private';

export const PRIVACY_TEXTS = {
  open: 'Visibilità',
  openOf: (name: string) => `Visibilità della pagina di ${name}`,
  title: (name: string) => `Visibilità della pagina di ${name}`,
  legend: 'Chi può vedere la pagina',
  options: {
    public: 'Pubblica',
    link: 'Solo con il link',
    private: 'Privata',
  } satisfies Record<PagePrivacy, string>,
  explanations: {
    public:
      'Chiunque può trovarla nella ricerca e aprirla; quando condividi il link, i social ne mostrano l’anteprima.',
    link: 'Si apre solo inquadrando il QR della lapide o con il link segreto che condividi tu. Non compare nella ricerca, nelle anteprime dei social e nei motori di ricerca.',
    private:
      'La vedono solo le persone che inviti, dopo aver fatto l’accesso, e chi inquadra il QR della lapide. Non compare nella ricerca né nei motori di ricerca.',
  } satisfies Record<PagePrivacy, string>,
  qrNote: 'Il QR sulla lapide apre sempre la pagina: chi è davanti alla tomba può vederla.',
  managerNote:
    'Come gestore puoi solo restringere la visibilità: renderla più visibile spetta al proprietario della pagina.',
  save: 'Salva',
  link: 'Link segreto della pagina',
  copy: 'Copia il link',
  copied: 'Link copiato',
  copyFailed: 'Non è stato possibile copiare il link: selezionalo e copialo a mano',
  rotate: 'Crea un nuovo link',
  rotateHint: 'Il link di prima smetterà di aprire la pagina, anche per chi lo ha già usato.',
} as const;

/** How closed each choice is: a manager may only move to the right. */
export const PRIVACY_ORDER: PagePrivacy[] = ['public', 'link', 'private'];

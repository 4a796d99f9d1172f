import { AppError, CommonErrors } from '../../../common/app-error';

/** Italian texts of the cards and printable documents (spec panels §4, §5, §8). */
export const CardMessages = {
  /** spec panels §8 "Unpaid book" (§4: contoVendita=1 blocks the condolence-book PDF). */
  bookUnpaid:
    "Per poter stampare il libro delle condoglianze è necessario perfezionare l'acquisto della lapide digitale",
  /** spec panels §8 "Send card" success. */
  cardSent: 'Messaggio con il contatto di whatsapp inviato con successo',
  phoneInvalid: 'Numero di telefono non valido',
  pageDataSent: 'I dati della pagina sono stati inviati ai tuoi contatti',
  noContact:
    'Il tuo account non ha un contatto a cui inviare i dati: aggiungi una mail o un numero di telefono',
  noManifesto: 'Il necrologio non ha ancora un manifesto',
} as const;

export const CardErrors = {
  /** The book PDF while the tombstone is sold on account (spec panels §4). */
  bookUnpaid: () => new AppError(402, 'PURCHASE_REQUIRED', CardMessages.bookUnpaid),
  phoneInvalid: () => CommonErrors.validation({ phone: CardMessages.phoneInvalid }),
  noContact: () => new AppError(409, 'NO_CONTACT', CardMessages.noContact),
  /** 'Manifesto + Cartoncino Qr' of a record with no notice (a tombstone page only). */
  noManifesto: () => new AppError(404, 'MANIFESTO_NOT_FOUND', CardMessages.noManifesto),
};

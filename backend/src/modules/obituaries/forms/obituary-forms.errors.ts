import { AppError } from '../../../common/app-error';

/** Italian texts of the deceased and obituary forms (spec panels §5 "Obituary/deceased", §8). */
export const ObituaryFormMessages = {
  required: 'Campo obbligatorio',
  /** An edit without its record's id before the files (an old client sends it after them). */
  recordIdFirst: "Manca l'identificativo del defunto: va inviato prima dei file",
  invalid: 'Campo non valido',
  firstFuneralRow: 'La prima riga è obbligatoria',
  referringRequired: 'Devi selezionare almeno un luogo di riferimento',
  partialRow: 'Inserisci regione, provincia e città per ogni riga parzialmente compilata',
  termsRequired: 'Devi accettare i termini',
  memorialFileRequired: 'Carica almeno un file',
  duplicate: 'Abbiamo rilevato un necrologio con gli stessi dati desideri continuare con il caricamento?',
  /** Success texts (spec panels §8), one per form: see ObituaryFormsController. */
  deceasedQueued: "Il defunto verra' caricato al piu' presto",
  obituaryQueued: "Il necrologio verra' caricato al piu' presto",
  deceasedAdded: 'Defunto inserito con successo!',
  deceasedModified: 'Defunto modificato con successo!',
  deleted: 'Elemento eliminato con successo',
  noDuplicate: 'Nessun necrologio con gli stessi dati',
} as const;

export const ObituaryFormErrors = {
  /** obituaryCheck: a record with the same name, surname, dates and graveyard exists. */
  duplicate: () => new AppError(409, 'DUPLICATE_OBITUARY', ObituaryFormMessages.duplicate),
  /** obituaryDelete on a record without notice data. */
  noNotice: () => new AppError(404, 'OBITUARY_NOT_FOUND', 'necrologio non trovato'),
};

import { AppError } from '../../common/app-error';

/** The Italian texts of spec public §5 "Condolence" and §8 (book overlay, token pages). */
export const CondolenceMessages = {
  textRequired: 'Inserisci una frase per continuare',
  textTooLong: 'La frase può contenere al massimo 1000 caratteri',
  required: 'Campo obbligatorio',
  tooLong: 'Testo troppo lungo',
  termsRequired: 'Compila il form e accetta i termini per inviare una dedica',
  phoneInvalid: 'Telefono non valido',
  emailInvalid: 'Email non valida',
  contactRequired: 'Devi inserire una mail o un numero di telefono valido',
  published: 'Condoglianze aggiunte con successo',
  thanks: 'Sentitamente si ringrazia per la vicinanza dimostrata',
  pending:
    'Il numero di telefono inserito non risulta associato a nessun account: ti abbiamo inviato un link per confermare la tua identità. Le condoglianze saranno pubblicate dopo la conferma.',
  linkInvalid: 'Il link non è più valido',
  unexpected: 'Errore imprevisto, riprovare piu tardi',
  codeInvalid: 'Errore! Codice di verifica non valido',
  windowClosed: (days: number) =>
    `Le Condoglianze possono essere lasciate entro ${days} giorni dalla data di pubblicazione`,
} as const;

export const CondolenceErrors = {
  windowClosed: (days: number) =>
    new AppError(403, 'BOOK_CLOSED', CondolenceMessages.windowClosed(days), { condolenceLimit: days }),
  linkInvalid: () => new AppError(410, 'TOKEN_INVALID', CondolenceMessages.linkInvalid),
  codeInvalid: () => new AppError(400, 'INVALID_CODE', CondolenceMessages.codeInvalid),
};

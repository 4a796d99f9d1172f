import { AppError } from '../../common/app-error';

/** The mourning calendar's Italian texts (kind: the people reading them are in mourning). */
export const CalendarMessages = {
  dateAdded: 'Data aggiunta al calendario',
  dateSaved: 'Data aggiornata',
  dateDeleted: 'Data tolta dal calendario',
  reminderSaved: (remindOn: string) =>
    `Grazie. Ti scriveremo il ${remindOn}, il giorno prima, per ricordarti questa data.`,
  unsubscribed: 'Non riceverai più questo promemoria. Il ricordo resta sulla pagina, quando vorrai tornarci.',
  eventNotFound: 'Questa data non è più nel calendario della pagina',
  datePast: 'Questa data è già passata: possiamo ricordarti solo le date che devono ancora venire.',
  tooLate: 'Il promemoria arriva il giorno prima: per una data di oggi è ormai tardi.',
  datesFull: 'Il calendario può contenere al massimo 30 date della famiglia',
  linkInvalid: 'Il link non è più valido',
} as const;

export const CalendarErrors = {
  eventNotFound: () => new AppError(404, 'CALENDAR_EVENT_NOT_FOUND', CalendarMessages.eventNotFound),
  dateNotFound: () => new AppError(404, 'CALENDAR_DATE_NOT_FOUND', CalendarMessages.eventNotFound),
  datePast: () => new AppError(422, 'REMINDER_DATE_PAST', CalendarMessages.datePast),
  tooLate: () => new AppError(422, 'REMINDER_TOO_LATE', CalendarMessages.tooLate),
  datesFull: () => new AppError(422, 'CALENDAR_DATES_FULL', CalendarMessages.datesFull),
  linkInvalid: () => new AppError(410, 'TOKEN_INVALID', CalendarMessages.linkInvalid),
};

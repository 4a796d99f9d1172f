import { AppError } from '../../common/app-error';

/** Upload refusals of docs/contracts.md "Uploads and rich text" (spec public §5, §9). */
export const MediaMessages = {
  invalidFileType: 'Formato del file non valido',
  invalidVideoType: 'Formato video non valido',
  fileTooLarge: 'la dimensione massima supportata e` di 15MB',
  videoTooLarge: 'Il video non puo superare 15MB',
  imageTooLarge: 'Immagine troppo grande: massimo 40 megapixel',
  maxImagesReached: "hai gia' caricato 10 immagini",
  maxVideosReached: "hai gia' caricato un video",
  interrupted: 'Il caricamento si è interrotto: riprova.',
} as const;

export const MediaErrors = {
  invalidFileType: () => new AppError(400, 'INVALID_FILE_TYPE', MediaMessages.invalidFileType),
  invalidVideoType: () => new AppError(400, 'INVALID_VIDEO_TYPE', MediaMessages.invalidVideoType),
  fileTooLarge: () => new AppError(413, 'FILE_TOO_LARGE', MediaMessages.fileTooLarge),
  videoTooLarge: () => new AppError(413, 'VIDEO_TOO_LARGE', MediaMessages.videoTooLarge),
  imageTooLarge: () => new AppError(400, 'IMAGE_TOO_LARGE', MediaMessages.imageTooLarge),
  maxImagesReached: () => new AppError(400, 'MAX_IMAGES_REACHED', MediaMessages.maxImagesReached),
  maxVideosReached: () => new AppError(400, 'MAX_VIDEOS_REACHED', MediaMessages.maxVideosReached),
  /** Not multipart/form-data, or a body busboy cannot parse. */
  malformed: () => new AppError(400, 'BAD_REQUEST', 'Richiesta non valida'),
  /** The body ended (or broke off) before the multipart form did. */
  interrupted: () => new AppError(400, 'UPLOAD_INTERRUPTED', MediaMessages.interrupted),
};

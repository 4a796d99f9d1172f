import { AppError } from '../app-error';

export const RenderMessages = {
  timedOut: 'La generazione del documento ha richiesto troppo tempo: riprova o accorcia i testi.',
  busy: 'Riprova tra poco: stiamo generando molti documenti in questo momento.',
} as const;

export const RenderErrors = {
  /** A render past its time budget, ended: the input is what makes it long (a client's answer, 422). */
  timedOut: () => new AppError(422, 'RENDER_TIMEOUT', RenderMessages.timedOut),
  /** The pool's queue is full: this instance cannot take another render now. */
  busy: () => new AppError(503, 'RENDER_BUSY', RenderMessages.busy),
};

/**
 * Sending FatturaPA files to SDI (Sistema di Interscambio) through an accredited intermediary, and reading
 * back SDI's notices (docs/contracts.md "Invoices"). One implementation per intermediary's API; the job
 * (invoice-sending.service.ts) is the only caller.
 */

/** RC ricevuta di consegna, NS notifica di scarto, MC mancata consegna (others, e.g. EC or DT, are kept). */
export type SdiNoticeType = 'RC' | 'NS' | 'MC' | string;

export interface SdiNotice {
  type: SdiNoticeType;
  /** What SDI said, readable: for NS the rejection's reasons. */
  text: string;
  /** ISO time of the notice, when the intermediary gives it. */
  at: string | null;
}

export interface SdiProvider {
  readonly name: string;
  /** Hands one file over; answers the intermediary's id of it (kept on the invoice). */
  send(fileName: string, xml: string): Promise<string>;
  /** The notices SDI sent for that file so far, oldest first. */
  notices(providerId: string): Promise<SdiNotice[]>;
}

/** The intermediary refused or could not be reached; `retryable` when trying later may work. */
export class SdiProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Nest injection token of the configured provider (null: SDI_PROVIDER unset, nothing is sent). */
export const SDI_PROVIDER = Symbol('SDI_PROVIDER');

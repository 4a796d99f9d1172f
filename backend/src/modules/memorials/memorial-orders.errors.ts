import { AppError, CommonErrors, CommonMessages } from '../../common/app-error';

/** Texts of the memorial service (spec public §8, §9; docs/contracts.md "Memorial service"). */
export const MemorialOrderMessages = {
  chooseDeceased: 'Scegli un defunto per proseguire',
  renewal: 'Il defunto scelto ha gia` un servizio memorial attivo, il servizio verra` prolungato di un anno',
} as const;

export const MemorialOrderErrors = {
  loginRequired: () => new AppError(401, 'LOGIN_REQUIRED', CommonMessages.unauthorized),
  chooseDeceased: () => CommonErrors.validation({ deceasedID: MemorialOrderMessages.chooseDeceased }),
  bioRequired: () => CommonErrors.validation({ biografic: CommonMessages.required }),
};

/** What a memorial order carries to its fulfilment (orders.payload). */
export interface MemorialOrderPayload {
  deceasedId: number;
  /** Sanitised biography. */
  bio: string;
  /** Committed files under media/, in the order they were sent: photos first, then the video. */
  media: Array<{ type: 'photo' | 'video'; file: string }>;
  /** True when the memorial was active at ordering time (informative; payment decides). */
  renewal: boolean;
}

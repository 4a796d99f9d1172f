import { AppError } from '../../common/app-error';

/** The Italian texts of orders and payments (docs/contracts.md "Orders"). */
export const OrdersMessages = {
  notFound: 'Ordine non trovato',
  priceUnavailable: 'Prezzo non disponibile',
  paymentNotCompleted: 'Pagamento non completato',
  alreadyPaid: "L'ordine risulta gia` pagato",
  webhookInvalid: 'Notifica non valida',
  paymentUnavailable: 'Servizio di pagamento non disponibile, riprovare piu` tardi',
} as const;

export const OrdersErrors = {
  /** Unknown order, wrong or missing key, other type: all answer alike. */
  notFound: () => new AppError(404, 'ORDER_NOT_FOUND', OrdersMessages.notFound),
  priceUnavailable: () => new AppError(400, 'PRICE_UNAVAILABLE', OrdersMessages.priceUnavailable),
  paymentNotCompleted: () => new AppError(402, 'PAYMENT_NOT_COMPLETED', OrdersMessages.paymentNotCompleted),
  alreadyPaid: () => new AppError(409, 'ORDER_ALREADY_PAID', OrdersMessages.alreadyPaid),
  webhookInvalid: () => new AppError(400, 'WEBHOOK_INVALID', OrdersMessages.webhookInvalid),
  /** PayPal did not answer or answered with an error we cannot attribute to the buyer. */
  providerUnavailable: () => new AppError(502, 'PAYMENT_PROVIDER_ERROR', OrdersMessages.paymentUnavailable),
};

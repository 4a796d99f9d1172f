// The parts of PayPal's REST API (Orders v2, webhooks v1) this project reads and writes. Shapes follow
// PayPal's reference; fields we never use are left out.

export interface PayPalMoney {
  currency_code: string;
  /** A decimal string: '6.00'. */
  value: string;
}

/** CREATED → APPROVED (buyer approved) → COMPLETED (captured); VOIDED when abandoned. */
export type PayPalOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface PayPalCapture {
  id: string;
  /** COMPLETED, DECLINED, PARTIALLY_REFUNDED, PENDING, REFUNDED, FAILED. */
  status: string;
  amount: PayPalMoney;
  custom_id?: string;
  invoice_id?: string;
  create_time?: string;
  /** In webhook resources: the PayPal order this capture belongs to. */
  supplementary_data?: { related_ids?: { order_id?: string } };
}

export interface PayPalPurchaseUnit {
  reference_id?: string;
  custom_id?: string;
  invoice_id?: string;
  description?: string;
  amount: PayPalMoney;
  payments?: { captures?: PayPalCapture[] };
}

export interface PayPalOrder {
  id: string;
  status: PayPalOrderStatus;
  intent?: string;
  purchase_units: PayPalPurchaseUnit[];
  payer?: { email_address?: string; payer_id?: string };
  create_time?: string;
  links?: Array<{ href: string; rel: string; method?: string }>;
}

/** PayPal's error body (e.g. 422 UNPROCESSABLE_ENTITY with details[0].issue ORDER_NOT_APPROVED). */
export interface PayPalErrorBody {
  name: string;
  message: string;
  debug_id?: string;
  details?: Array<{ issue: string; description?: string; field?: string; location?: string }>;
}

/** A webhook notification (CHECKOUT.ORDER.APPROVED, PAYMENT.CAPTURE.COMPLETED, PAYMENT.CAPTURE.REFUNDED …). */
export interface PayPalWebhookEvent {
  id: string;
  event_type: string;
  resource_type?: string;
  create_time?: string;
  summary?: string;
  resource: Record<string, unknown>;
}

/** The PAYPAL-* headers of a webhook delivery, which verify-webhook-signature needs. */
export interface PayPalWebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

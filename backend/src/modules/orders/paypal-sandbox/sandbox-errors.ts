import type { PayPalErrorBody } from '../paypal/paypal-types';

/** An answer of the sandbox: HTTP status and JSON body. */
export interface SandboxReply {
  status: number;
  body: unknown;
}

/** PayPal's error shape: `{ name, message, debug_id, details: [{ issue, description }] }`. */
export function paypalError(status: number, name: string, issue: string, description: string): SandboxReply {
  const body: PayPalErrorBody = {
    name,
    message: messageOf(name),
    debug_id: `sandbox-${Date.now().toString(36)}`,
    details: [{ issue, description }],
  };
  return { status, body };
}

function messageOf(name: string): string {
  switch (name) {
    case 'UNPROCESSABLE_ENTITY':
      return 'The requested action could not be performed, semantically incorrect, or failed business validation.';
    case 'RESOURCE_NOT_FOUND':
      return 'The specified resource does not exist.';
    case 'INVALID_REQUEST':
      return 'Request is not well-formed, syntactically incorrect, or violates schema.';
    case 'AUTHENTICATION_FAILURE':
      return 'Authentication failed due to invalid authentication credentials or a missing Authorization header.';
    default:
      return name;
  }
}

export const SandboxErrors = {
  unauthorized: (): SandboxReply => ({
    status: 401,
    body: { name: 'AUTHENTICATION_FAILURE', message: messageOf('AUTHENTICATION_FAILURE'), details: [] },
  }),
  invalid: (issue: string, description: string) => paypalError(400, 'INVALID_REQUEST', issue, description),
  notFound: () =>
    paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.'),
  notApproved: () =>
    paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'ORDER_NOT_APPROVED',
      'Payer has not yet approved the Order for payment.',
    ),
  alreadyCaptured: () =>
    paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'ORDER_ALREADY_CAPTURED',
      'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
    ),
  instrumentDeclined: () =>
    paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'INSTRUMENT_DECLINED',
      'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
    ),
  cannotApprove: () =>
    paypalError(
      422,
      'UNPROCESSABLE_ENTITY',
      'ORDER_CANNOT_BE_APPROVED',
      'The order is not awaiting approval.',
    ),
};

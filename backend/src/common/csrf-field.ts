/**
 * The CSRF token's body field (docs/contracts.md "CSRF"): it belongs to the transport, not to a form, so the
 * guard takes it out of parsed bodies and the upload pipeline drops it from multipart fields.
 */
export const CSRF_BODY_FIELD = 'csrf_token';

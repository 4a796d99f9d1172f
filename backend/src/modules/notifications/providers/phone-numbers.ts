/** The platform stores telephones as '+{dialcode}-{number}' (docs/contracts.md "Accounts"). */
function digitsOf(recipient: string): string {
  const digits = recipient.replace(/[^\d]/g, '');
  if (!/^\d{7,15}$/.test(digits)) throw new Error(`Not a telephone number: ${recipient}`);
  return digits;
}

/** E.164 with the plus, as Twilio wants it: '+39-3331234567' → '+393331234567'. */
export function e164(recipient: string): string {
  return `+${digitsOf(recipient)}`;
}

/** The WhatsApp Cloud API's `to`: digits with the country code, no plus. */
export function whatsAppId(recipient: string): string {
  return digitsOf(recipient);
}

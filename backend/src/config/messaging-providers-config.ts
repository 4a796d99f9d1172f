/**
 * WhatsApp Business Platform Cloud API (Meta Graph API): approved templates sent from one business phone
 * number, delivery statuses by webhook (modules/notifications/providers/whatsapp-cloud.provider.ts).
 */
export interface WhatsAppCloudConfig {
  /** WHATSAPP_GRAPH_URL (default https://graph.facebook.com; tests point it at a local fake). */
  graphUrl: string;
  /** WHATSAPP_API_VERSION (default v23.0). */
  apiVersion: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business phone number messages go out from. */
  phoneNumberId: string;
  /** WHATSAPP_ACCESS_TOKEN: a system user's bearer token. */
  accessToken: string;
  /** WHATSAPP_APP_SECRET: checks X-Hub-Signature-256 of the status webhook (refused without it). */
  appSecret: string | null;
  /** WHATSAPP_VERIFY_TOKEN: the token Meta echoes when the webhook is registered (GET verification). */
  verifyToken: string | null;
  /** WHATSAPP_TEMPLATE_LANGUAGE (default it): the language code of the approved templates. */
  language: string;
}

/** Twilio Programmable Messaging (modules/notifications/providers/twilio-sms.provider.ts). */
export interface TwilioSmsConfig {
  /** TWILIO_API_URL (default https://api.twilio.com; tests point it at a local fake). */
  apiUrl: string;
  /** TWILIO_ACCOUNT_SID (AC…). */
  accountSid: string;
  /** TWILIO_AUTH_TOKEN: basic auth password and the key of X-Twilio-Signature. */
  authToken: string;
  /** TWILIO_FROM: the sender number (+39…) or a Messaging Service SID (MG…). */
  from: string;
  /**
   * The status callback URL given with every message: `${PUBLIC_URL}/api/notifications/sms/status`.
   * Twilio signs the URL it calls, so the signature is checked against this very string.
   */
  statusCallbackUrl: string;
}

const GRAPH_VERSION = /^v\d{1,3}\.\d{1,2}$/;
const LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/** Variables of the generic provider interface these replace: set, they would be silently ignored. */
const REPLACED = ['WHATSAPP_API_URL', 'WHATSAPP_API_TOKEN', 'SMS_API_URL', 'SMS_API_TOKEN'];

/**
 * Reads the WHATSAPP_* and TWILIO_* variables: a channel is on when its required ones are all set, off
 * (messages held) when none is; a partial or malformed setting adds one sentence to `problems`.
 */
export function readMessagingProviders(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  problems: string[],
): { whatsapp: WhatsAppCloudConfig | null; sms: TwilioSmsConfig | null } {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const url = (name: string, fallback: string): string => {
    const value = (text(name) ?? fallback).replace(/\/+$/, '');
    if (!/^https?:\/\/[^/\s]+$/.test(value)) problems.push(`${name} must be an http(s) URL without a path`);
    return value;
  };
  for (const name of REPLACED)
    if (text(name))
      problems.push(
        `${name} is no longer read: WhatsApp goes through WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN, SMS through TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM`,
      );

  const allOrNone = (names: string[]): boolean => {
    const set = names.filter((name) => text(name));
    if (set.length > 0 && set.length < names.length)
      problems.push(`${names.join(', ')} go together (missing ${names.filter((n) => !text(n)).join(', ')})`);
    return set.length === names.length;
  };

  let whatsapp: WhatsAppCloudConfig | null = null;
  if (allOrNone(['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'])) {
    const phoneNumberId = text('WHATSAPP_PHONE_NUMBER_ID')!;
    if (!/^\d{5,30}$/.test(phoneNumberId)) problems.push('WHATSAPP_PHONE_NUMBER_ID must be the numeric id');
    const apiVersion = text('WHATSAPP_API_VERSION') ?? 'v23.0';
    if (!GRAPH_VERSION.test(apiVersion)) problems.push('WHATSAPP_API_VERSION must look like v23.0');
    const language = text('WHATSAPP_TEMPLATE_LANGUAGE') ?? 'it';
    if (!LANGUAGE.test(language)) problems.push('WHATSAPP_TEMPLATE_LANGUAGE must be a code like it or en_US');
    whatsapp = {
      graphUrl: url('WHATSAPP_GRAPH_URL', 'https://graph.facebook.com'),
      apiVersion,
      phoneNumberId,
      accessToken: text('WHATSAPP_ACCESS_TOKEN')!,
      appSecret: text('WHATSAPP_APP_SECRET') ?? null,
      verifyToken: text('WHATSAPP_VERIFY_TOKEN') ?? null,
      language,
    };
  }

  let sms: TwilioSmsConfig | null = null;
  if (allOrNone(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])) {
    const accountSid = text('TWILIO_ACCOUNT_SID')!;
    if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
      problems.push('TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits');
    const from = text('TWILIO_FROM')!;
    if (!/^(\+\d{6,15}|MG[0-9a-fA-F]{32})$/.test(from))
      problems.push('TWILIO_FROM must be a +E.164 number or a Messaging Service SID (MG…)');
    sms = {
      apiUrl: url('TWILIO_API_URL', 'https://api.twilio.com'),
      accountSid,
      authToken: text('TWILIO_AUTH_TOKEN')!,
      from,
      statusCallbackUrl: `${publicUrl}/api/notifications/sms/status`,
    };
  }
  return { whatsapp, sms };
}

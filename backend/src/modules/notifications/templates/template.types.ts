/** What a template receives: only the values the message needs (docs/contracts.md "Messaging"). */
export type TemplateData = Record<string, string | number | boolean | null | string[]>;

/**
 * A WhatsApp message template as submitted to Meta for approval (WhatsApp Manager, category UTILITY,
 * language WHATSAPP_TEMPLATE_LANGUAGE): its name and Italian body with the parameters {{1}}, {{2}}…
 */
export interface WhatsAppTemplate {
  name: string;
  body: string;
}

/** One message of an approved template: the template's name and its body parameters, in order. */
export interface WhatsAppMessage {
  template: string;
  parameters: string[];
}

/**
 * A rendered message: e-mail subject, HTML and text bodies, the short text for SMS and the approved
 * WhatsApp template with its parameters (WhatsApp outside a conversation sends templates only).
 */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  short: string;
  whatsapp: WhatsAppMessage;
}

export interface TemplateContext {
  /** PUBLIC_URL without trailing slash. */
  publicUrl: string;
}

export type Template = (data: TemplateData, context: TemplateContext) => RenderedMessage;

/** What a template receives: only the values the message needs (docs/contracts.md "Messaging"). */
export type TemplateData = Record<string, string | number | boolean | null | string[]>;

/** A rendered message: e-mail subject, HTML and text bodies, and the short text for WhatsApp and SMS. */
export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
  short: string;
}

export interface TemplateContext {
  /** PUBLIC_URL without trailing slash. */
  publicUrl: string;
}

export type Template = (data: TemplateData, context: TemplateContext) => RenderedMessage;

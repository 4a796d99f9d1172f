import type { WhatsAppMessage, WhatsAppTemplate } from './template.types';

const registry = new Map<string, WhatsAppTemplate>();

/**
 * Declares an approved WhatsApp template beside the e-mail of the same kind. Meta's rules, checked here:
 * a name of lowercase letters, digits and underscores; parameters numbered {{1}}…{{n}} in order, none at
 * the very start or end of the body.
 */
export function waTemplate(name: string, body: string): WhatsAppTemplate {
  if (!/^[a-z0-9_]{1,512}$/.test(name)) throw new Error(`WhatsApp template name ${name} is not valid`);
  const numbers = [...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
  if (numbers.some((number, index) => number !== index + 1))
    throw new Error(`WhatsApp template ${name}: parameters must be {{1}}…{{n}} in order`);
  if (/^\s*\{\{|\}\}\s*$/.test(body))
    throw new Error(`WhatsApp template ${name}: a parameter cannot start or end the body`);
  if (registry.has(name)) throw new Error(`WhatsApp template ${name} is declared twice`);
  const template = { name, body };
  registry.set(name, template);
  return template;
}

/** Every declared template (to submit to Meta; docs/contracts.md "Messaging"). */
export function whatsAppTemplates(): WhatsAppTemplate[] {
  return [...registry.values()];
}

export function parameterCount(template: WhatsAppTemplate): number {
  return template.body.match(/\{\{\d+\}\}/g)?.length ?? 0;
}

/**
 * A parameter as Meta accepts it: no new lines or tabs, no more than four spaces in a row, not empty
 * (an empty value is refused by the Cloud API), at most 1024 characters.
 */
function parameter(value: string): string {
  const flat = value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim();
  return (flat || '—').slice(0, 1024);
}

/** The message of `template` with these values for {{1}}…{{n}}. */
export function whatsapp(template: WhatsAppTemplate, ...values: string[]): WhatsAppMessage {
  if (values.length !== parameterCount(template))
    throw new Error(`WhatsApp template ${template.name} takes ${parameterCount(template)} parameters`);
  return { template: template.name, parameters: values.map(parameter) };
}

/** The text a recipient reads: the template's body with the parameters filled in. */
export function whatsAppText(message: WhatsAppMessage): string {
  const template = registry.get(message.template);
  if (!template) throw new Error(`Unknown WhatsApp template ${message.template}`);
  return template.body.replace(/\{\{(\d+)\}\}/g, (_match, number: string) => {
    return message.parameters[Number(number) - 1] ?? '';
  });
}

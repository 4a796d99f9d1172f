import {
  contactVerification,
  loginRenewal,
  passwordReset,
  registration,
  usernameRecovery,
} from './account.templates';
import { plaqueActivation } from './activation.templates';
import { calendarReminder } from './calendar.templates';
import { obituaryCard, pageData } from './card.templates';
import { condolenceConfirm } from './condolence.templates';
import { contactMessage } from './contact.templates';
import {
  dedicationOutcome,
  dedicationReceipt,
  dedicationReminder,
  dedicationRequest,
  dedicationReviewed,
} from './dedication.templates';
import {
  lampAnomaly,
  lampReceipt,
  lampRecovered,
  lampRenewalReminder,
  lampSwitchedOff,
} from './lamp.templates';
import { pageInvitation, pageInvitationAgain } from './page-members.templates';
import { partnerAccepted } from './partner.templates';
import { obituaryDigest, obituaryRealtime } from './obituary.templates';
import { ownershipTransfer, ownershipTransferAccepted } from './transfer.templates';
import type { RenderedMessage, Template, TemplateContext, TemplateData } from './template.types';

export type { RenderedMessage, TemplateContext, TemplateData } from './template.types';
export { escapeHtml, publicLink, TemplateDataError } from './layout';

/** Every message the platform sends; each template's data is documented beside it. */
const TEMPLATES = {
  registration,
  'password-reset': passwordReset,
  'username-recovery': usernameRecovery,
  'contact-verification': contactVerification,
  'login-renewal': loginRenewal,
  'obituary-realtime': obituaryRealtime,
  'obituary-digest': obituaryDigest,
  'contact-message': contactMessage,
  'condolence-confirm': condolenceConfirm,
  'dedication-request': dedicationRequest,
  'dedication-outcome': dedicationOutcome,
  'dedication-reviewed': dedicationReviewed,
  'dedication-receipt': dedicationReceipt,
  'dedication-reminder': dedicationReminder,
  'plaque-activation': plaqueActivation,
  'lamp-receipt': lampReceipt,
  'lamp-anomaly': lampAnomaly,
  'lamp-recovered': lampRecovered,
  'lamp-renewal-reminder': lampRenewalReminder,
  'lamp-switched-off': lampSwitchedOff,
  'ownership-transfer': ownershipTransfer,
  'ownership-transfer-accepted': ownershipTransferAccepted,
  'partner-accepted': partnerAccepted,
  'obituary-card': obituaryCard,
  'page-data': pageData,
  'calendar-reminder': calendarReminder,
  'page-invitation': pageInvitation,
  'page-invitation-again': pageInvitationAgain,
} satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

export function isTemplateName(value: string): value is TemplateName {
  return Object.prototype.hasOwnProperty.call(TEMPLATES, value);
}

/** Renders a message; throws TemplateDataError when the data lacks a field or holds a bad link. */
export function renderTemplate(
  name: TemplateName,
  data: TemplateData,
  context: TemplateContext,
): RenderedMessage {
  return TEMPLATES[name](data, context);
}

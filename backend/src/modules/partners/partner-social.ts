import { CommonErrors } from '../../common/app-error';

/** spec panels §3 "Partner page": the social links a partner page may carry, in the order they show. */
export const PARTNER_SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter', 'linkedin', 'youtube'] as const;
export type PartnerSocialNetwork = (typeof PARTNER_SOCIAL_NETWORKS)[number];

/** The sites of each network: the host itself or one of its subdomains (www., m., it.). */
const HOSTS: Record<PartnerSocialNetwork, string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
  youtube: ['youtube.com', 'youtu.be'],
};

const URL_MAX = 300;

export const PartnerSocialMessages = {
  invalidLink: 'Link non valido',
} as const;

function isNetwork(value: string): value is PartnerSocialNetwork {
  return (PARTNER_SOCIAL_NETWORKS as readonly string[]).includes(value);
}

/** An http(s) URL of the network's own site, normalised; null otherwise. */
export function socialUrl(network: PartnerSocialNetwork, value: string): string | null {
  if (value.length > URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  return HOSTS[network].some((site) => host === site || host.endsWith(`.${site}`)) ? url.toString() : null;
}

/**
 * The `social` edit of partnerEdit: content is a JSON object network → URL ('' removes the link). Every
 * network not named keeps its link. Answers the column's new JSON; VALIDATION_FAILED names each wrong link.
 */
export function mergedSocialLinks(stored: string | null, content: string): string {
  let wanted: unknown;
  try {
    wanted = JSON.parse(content);
  } catch {
    throw CommonErrors.validation({ content: PartnerSocialMessages.invalidLink });
  }
  if (!wanted || typeof wanted !== 'object' || Array.isArray(wanted))
    throw CommonErrors.validation({ content: PartnerSocialMessages.invalidLink });
  const links = storedLinks(stored);
  const wrong: Record<string, string> = {};
  for (const [network, value] of Object.entries(wanted as Record<string, unknown>)) {
    if (!isNetwork(network) || typeof value !== 'string') {
      wrong[network] = PartnerSocialMessages.invalidLink;
      continue;
    }
    const text = value.trim();
    if (!text) {
      delete links[network];
      continue;
    }
    const url = socialUrl(network, text);
    if (url) links[network] = url;
    else wrong[network] = PartnerSocialMessages.invalidLink;
  }
  if (Object.keys(wrong).length > 0) throw CommonErrors.validation(wrong);
  const ordered = PARTNER_SOCIAL_NETWORKS.flatMap((network) =>
    links[network] ? [[network, links[network]] as const] : [],
  );
  return JSON.stringify(Object.fromEntries(ordered));
}

/** The stored links of the five networks (anything else in the column is dropped). */
export function storedLinks(stored: string | null): Partial<Record<PartnerSocialNetwork, string>> {
  let parsed: unknown = null;
  try {
    parsed = stored ? JSON.parse(stored) : null;
  } catch {
    parsed = null;
  }
  const links: Partial<Record<PartnerSocialNetwork, string>> = {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return links;
  for (const [network, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!isNetwork(network) || typeof value !== 'string') continue;
    const url = socialUrl(network, value);
    if (url) links[network] = url;
  }
  return links;
}

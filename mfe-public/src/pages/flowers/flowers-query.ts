// What /flowers reads from its address (spec public §2): the search string '{type}&{id}'
// ('?dedica-cero&0001000'), or the older query parameters type, deceasedID, message, price and region.
// A price in the address is never used: the server's price is the only one (docs/contracts.md "Orders").
import { parseDeceasedId, type DedicationType } from '@ricordo/shared-design';

export const DEDICATION_TYPES: readonly DedicationType[] = [
  'dedica-cero',
  'dedica-fiori',
  'dedica-foto',
  'dedica-video',
  'fiori-reali',
];

export function isDedicationType(value: string | null | undefined): value is DedicationType {
  return (DEDICATION_TYPES as readonly string[]).includes(value ?? '');
}

export interface FlowersQuery {
  /** null: missing or unknown type (the page goes to /pricing). */
  type: DedicationType | null;
  deceasedId: number | null;
  /** Legacy `message`: the dedication's text to start from. */
  message: string;
  /** Legacy `region`: the buyer's region to start from. */
  region: number | null;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

export function parseFlowersQuery(search: string): FlowersQuery {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const bare: string[] = [];
  const params = new Map<string, string>();
  for (const part of parts) {
    const equals = part.indexOf('=');
    if (equals < 0) bare.push(decode(part));
    else params.set(decode(part.slice(0, equals)), decode(part.slice(equals + 1)));
  }
  const typeText = bare[0] ?? params.get('type') ?? null;
  const idText = bare[1] ?? params.get('deceasedID') ?? null;
  const region = Number(params.get('region'));
  return {
    type: isDedicationType(typeText) ? typeText : null,
    deceasedId: parseDeceasedId(idText),
    message: params.get('message') ?? '',
    region: Number.isSafeInteger(region) && region > 0 ? region : null,
  };
}

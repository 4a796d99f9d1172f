/**
 * Sending invoices to SDI through an accredited intermediary (modules/invoices/sdi): A-Cube's e-invoicing
 * API. Unset, invoices stay 'da inviare' (docs/contracts.md "Invoices").
 */
export interface SdiConfig {
  /** SDI_PROVIDER: 'acube'. */
  provider: 'acube';
  /** ACUBE_API_URL (default https://api.acubeapi.com; the sandbox is https://api-sandbox.acubeapi.com). */
  apiUrl: string;
  /** ACUBE_LOGIN_URL (default https://common.api.acubeapi.com): where email and password get a token. */
  loginUrl: string;
  /** ACUBE_EMAIL and ACUBE_PASSWORD: the account's credentials. */
  email: string;
  password: string;
  /** SDI_POLL_MS (default 60 000): how often the job hands files over and reads SDI's notices. */
  pollMs: number;
}

/** Reads SDI_PROVIDER and ACUBE_*: null when SDI_PROVIDER is unset; a wrong setting adds to `problems`. */
export function readSdiConfig(env: NodeJS.ProcessEnv, problems: string[]): SdiConfig | null {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const url = (name: string, fallback: string): string => {
    const value = (text(name) ?? fallback).replace(/\/+$/, '');
    if (!/^https?:\/\/[^\s]+$/.test(value)) problems.push(`${name} must be an http(s) URL`);
    return value;
  };
  const provider = text('SDI_PROVIDER');
  if (!provider) return null;
  if (provider !== 'acube') {
    problems.push(`SDI_PROVIDER must be acube (got "${provider}")`);
    return null;
  }
  const missing = ['ACUBE_EMAIL', 'ACUBE_PASSWORD'].filter((name) => !text(name));
  if (missing.length > 0) problems.push(`SDI_PROVIDER=acube needs ${missing.join(' and ')}`);
  const pollText = text('SDI_POLL_MS') ?? '60000';
  const pollMs = Number(pollText);
  if (!Number.isInteger(pollMs) || pollMs < 100 || pollMs > 86_400_000)
    problems.push(`SDI_POLL_MS must be an integer 100-86400000 (got "${pollText}")`);
  return {
    provider: 'acube',
    apiUrl: url('ACUBE_API_URL', 'https://api.acubeapi.com'),
    loginUrl: url('ACUBE_LOGIN_URL', 'https://common.api.acubeapi.com'),
    email: text('ACUBE_EMAIL') ?? '',
    password: text('ACUBE_PASSWORD') ?? '',
    pollMs,
  };
}

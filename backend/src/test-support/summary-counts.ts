import type { DataSource } from 'typeorm';

// The summary cards as live COUNT(*)s of their tables: what the summaries, which read counters kept by
// triggers (row_counts), must answer.

/** COUNT(*) of `from` (a table, its joins and its WHERE). */
export async function countRows(
  dataSource: DataSource,
  from: string,
  parameters: unknown[] = [],
): Promise<number> {
  const rows = (await dataSource.query(`SELECT COUNT(*) AS n FROM ${from}`, parameters)) as Array<{
    n: unknown;
  }>;
  return Number(rows[0].n);
}

/** GET /api/admin/summary's cards, counted live. */
export async function liveAdminSummary(dataSource: DataSource) {
  const count = (from: string) => countRows(dataSource, from);
  return {
    qrcodes: {
      total: await count('qr_codes'),
      available: await count(
        'qr_codes WHERE sold = 0 AND temporary = 0 AND deceased_id IS NULL AND activation_status IS NULL',
      ),
    },
    activationRequests: await count("qr_codes WHERE activation_status = 'pending'"),
    dedications: await count("dedications WHERE status = 'pending'"),
    tombstones: await count('deceased WHERE show_page = 1'),
    obituaries: await count('deceased WHERE show_page = 0'),
  };
}

/** GET /api/partnerPanel/summary's plaque and dedication cards of one partner, counted live. */
export async function livePartnerPlaquesAndDedications(dataSource: DataSource, partnerId: number) {
  const count = (from: string) => countRows(dataSource, from, [partnerId]);
  return {
    qrcodes: {
      total: await count('qr_codes WHERE partner_id = ?'),
      temporaryAvailable: await count(
        'qr_codes WHERE partner_id = ? AND temporary = 1 AND deceased_id IS NULL AND activation_status IS NULL AND expired_at IS NULL',
      ),
    },
    dedications: await count(
      "dedications x JOIN deceased d ON d.id = x.deceased_id WHERE d.partner_id = ? AND x.status = 'pending'",
    ),
  };
}

// Lead writes for the crash test and the soak bench: numbered so that each acknowledged lead can
// be looked for in the database afterwards.
import { like } from 'drizzle-orm';
import type { LeadKind } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businessLeads, productLeads, serviceLeads } from '../../db/schema/index.ts';
import { LEAD_RATE_LIMITS } from '../../modules/leads/service.ts';
import { LEAD_PATHS } from '../../modules/leads/test-fixtures.ts';

export type LeadTarget = { kind: LeadKind; id: string };

export type LeadRequest = { path: string; headers: Record<string, string>; body: string };

/**
 * Lead number n of a run of at most `total` leads. The product's limits stay as they are: the
 * run spreads its leads over enough contact numbers, client addresses (X-Forwarded-For, which
 * the server trusts as a proxy's) and targets that none of LEAD_RATE_LIMITS is reached, and
 * reuses them so the limiter holds a bounded number of keys.
 */
export function leadPlan(targets: LeadTarget[], total: number, marker: string) {
  const { perIp, perPhone, perPhoneAndTarget } = LEAD_RATE_LIMITS;
  const addresses = Math.ceil(total / perIp.limit);
  // A number meets a target again every `phones × targets` leads.
  const phones = Math.max(
    Math.ceil(total / perPhone.limit),
    Math.ceil(total / (perPhoneAndTarget.limit * targets.length)),
  );
  return {
    addresses,
    phones,
    request(n: number): LeadRequest {
      const target = targets[Math.floor(n / phones) % targets.length]!;
      const a = n % addresses;
      const { create, field } = LEAD_PATHS[target.kind];
      return {
        path: create,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(a >> 16) & 255}.${(a >> 8) & 255}.${a & 255}`,
        },
        body: JSON.stringify({
          contactPerson: 'Load Test',
          phoneNo: String(6_000_000_000 + (n % phones)),
          query: `${marker} #${n}`,
          [field]: target.id,
        }),
      };
    },
  };
}

/** The numbers of the run's leads found in the database (a number twice means a duplicate). */
export async function storedLeadNumbers(db: Database, marker: string): Promise<number[]> {
  const numbers: number[] = [];
  for (const table of [productLeads, serviceLeads, businessLeads]) {
    const rows = await db
      .select({ query: table.query })
      .from(table)
      .where(like(table.query, `${marker} #%`));
    for (const row of rows) numbers.push(Number(row.query!.slice(marker.length + 2)));
  }
  return numbers;
}

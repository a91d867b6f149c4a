import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SHOP_MSG, shopPath } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { rows } from '../../db/query.ts';
import { businesses } from '../../db/schema/index.ts';
import { BUSINESS_VISIBLE } from '../../db/visibility.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { adminAction, recordId } from '../audit/service.ts';

// A seller's own domain (userData's `domain`; docs/decisions/021-shop-page.md): a
// request whose host is a domain an administrator verified for a public business is sent to
// that business's shop page on this site. Only verified domains are read from the Host header,
// and only to choose among them: the answer's address is always PUBLIC_URL's, never the Host's.

/** How long the table of verified domains is used before it is read again. */
const DOMAINS_TTL_MS = 60 * 1000;
/** A domain moved by its administrator can move again: browsers must not keep the answer. */
const FOUND = 302;

/** A host name as a request or an administrator gives it: lower case, no port, no final dot. */
export function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The verified domains of public businesses and their shop addresses. */
async function verifiedDomains(db: Database): Promise<Map<string, string>> {
  const found = await rows<{ domain: string; slug: string }>(
    db,
    sql`select b.domain, b.slug from businesses b join users u on u.id = b.fk_user_id
         where b.domain is not null and b.slug is not null and ${BUSINESS_VISIBLE}`,
  );
  return new Map(found.map((row) => [row.domain, row.slug]));
}

/**
 * Answers the shop address of a verified domain, reading the table at most once a minute: a
 * stranger's made-up Host headers cost a look-up in memory, never a database query.
 */
export function domainTable(db: Database, now: () => number) {
  let table: { at: number; domains: Promise<Map<string, string>> } | null = null;
  return {
    async shopOf(host: string): Promise<string | null> {
      if (!table || now() - table.at > DOMAINS_TTL_MS) {
        const domains = verifiedDomains(db);
        table = { at: now(), domains };
        domains.catch(() => {
          table = null;
        });
      }
      return (await table.domains).get(hostName(host)) ?? null;
    },
    forget() {
      table = null;
    },
  };
}

/**
 * Sends a page request on a verified domain to its shop page on PUBLIC_URL. Requests on this
 * site's own host (and the API on any host) pass untouched.
 */
export const shopDomainsPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  const ownHost = hostName(new URL(deps.config.publicUrl).host);
  const table = domainTable(deps.database.db, () => deps.clock.now().getTime());
  app.decorate('shopDomains', table);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const host = hostName(request.hostname);
    if (host === ownHost || request.url.startsWith('/api/')) return;
    const slug = await table.shopOf(host);
    if (slug) return reply.redirect(`${deps.config.publicUrl}${shopPath(slug)}`, FOUND);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    shopDomains: ReturnType<typeof domainTable>;
  }
}

/** Whether a domain is verified for a public business (the TLS terminator's question). */
export async function isVerifiedDomain(db: Database, domain: string) {
  return (await verifiedDomains(db)).has(hostName(domain));
}

/**
 * An administrator records (or clears, with null) the domain they verified for a business: the
 * seller has pointed it at this site (DNS) and shown it is theirs. Audited like every
 * administrator change.
 */
export async function setBusinessDomain(
  deps: AppDeps,
  adminId: string,
  id: string,
  domain: string | null,
) {
  const businessId = recordId(id);
  return adminAction(deps, adminId, async ({ tx, audit }) => {
    const [before] = await tx
      .select({ domain: businesses.domain })
      .from(businesses)
      .where(and(eq(businesses.id, businessId)));
    if (!before) throw notFound();
    const value = domain === null ? null : hostName(domain);
    if (value !== null) {
      const [owner] = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.domain, value));
      // This site's own host can never be a shop's.
      if (
        (owner && owner.id !== businessId) ||
        value === hostName(new URL(deps.config.publicUrl).host)
      )
        throw conflict(SHOP_MSG.domainTaken);
    }
    await tx.update(businesses).set({ domain: value }).where(eq(businesses.id, businessId));
    await audit({
      action: 'business.domain',
      entityType: 'business',
      entityId: businessId,
      before: { domain: before.domain },
      after: { domain: value },
    });
    return { business: { _id: businessId, domain: value } };
  });
}

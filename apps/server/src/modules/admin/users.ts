import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminListingRow,
  AdminUserBusiness,
  AdminUserDetail,
  AdminUserRow,
} from '@haat/shared';
import { ADMIN_MSG } from '@haat/shared';
import type { Database } from '../../db/client.ts';
import { businesses, products, services, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { containsPattern } from '../../lib/sql.ts';
import { adminAction, recordId } from '../audit/service.ts';
import { revokeUserSessions } from '../auth/service.ts';
import { phonePattern } from './queue-common.ts';

// Users in the console: find by phone or name, see what they own, deactivate or reactivate,
// make or remove an administrator. Nobody changes their own account here.

type UserRow = typeof users.$inferSelect;

/** Live businesses a user owns, as a correlated count. */
// Correlated: the outer table is named in full (Drizzle leaves one-table queries unqualified).
const businessCount = sql<number>`(select count(*)::int from businesses b where b.fk_user_id = "users"."id" and b.deleted_at is null)`;

const toRow = (user: UserRow, businessTotal: number): AdminUserRow => ({
  _id: user.id,
  name: `${user.firstName} ${user.lastName}`,
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNo: user.phoneNo,
  email: user.email,
  role: user.role,
  plan: user.plan,
  planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
  isActive: user.isActive,
  isApproved: user.isApproved,
  city: user.city,
  createdAt: user.createdAt.toISOString(),
  businessCount: Number(businessTotal),
  erasedAt: user.erasedAt?.toISOString() ?? null,
});

/** GET /api/admin/user/fetchAll: newest first; `search` matches phone digits or the name. */
export async function listUsers(
  db: Database,
  query: {
    search?: string | undefined;
    role: 'all' | 'user' | 'admin';
    status: 'all' | 'active' | 'inactive';
    pageNo: number;
    perPage: number;
  },
) {
  const conditions: Array<SQL | undefined> = [
    query.role === 'all' ? undefined : eq(users.role, query.role),
    query.status === 'all' ? undefined : eq(users.isActive, query.status === 'active'),
  ];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        ilike(users.phoneNo, phonePattern(query.search)),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [found, [total]] = await Promise.all([
    db
      .select({ user: users, businessCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.perPage)
      .offset((query.pageNo - 1) * query.perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: found.map((row) => toRow(row.user, row.businessCount)),
    total: total?.n ?? 0,
  };
}

/** Listings shown per business on the user's page; the count says how many there are in all. */
export const LISTINGS_PER_BUSINESS = 50;

/** GET /api/admin/user/fetch {id}: the user, their live businesses and each one's listings. */
export async function userDetail(db: Database, rawId: string): Promise<AdminUserDetail> {
  const id = recordId(rawId, ADMIN_MSG.userNotFound);
  const [found] = await db
    .select({ user: users, businessCount })
    .from(users)
    .where(eq(users.id, id));
  if (!found) throw notFound(ADMIN_MSG.userNotFound);
  const owned = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.fkUserId, id), isNull(businesses.deletedAt)))
    .orderBy(desc(businesses.createdAt));
  const ids = owned.map((row) => row.id);
  const listingColumns = (table: typeof products | typeof services) => ({
    _id: table.id,
    fkBusinessId: table.fkBusinessId,
    name: table.name,
    images: table.images,
    isApproved: table.isApproved,
    rejectionMessage: table.rejectionMessage,
    isActive: table.isActive,
    sellingPrice: table.sellingPrice,
  });
  const [productRows, serviceRows] = ids.length
    ? await Promise.all([
        db
          .select(listingColumns(products))
          .from(products)
          .where(and(inArray(products.fkBusinessId, ids), isNull(products.deletedAt)))
          .orderBy(desc(products.createdAt)),
        db
          .select(listingColumns(services))
          .from(services)
          .where(and(inArray(services.fkBusinessId, ids), isNull(services.deletedAt)))
          .orderBy(desc(services.createdAt)),
      ])
    : [[], []];
  const byBusiness = new Map<string, AdminListingRow[]>();
  const add = (type: 'product' | 'service') => (row: (typeof productRows)[number]) => {
    const list = byBusiness.get(row.fkBusinessId) ?? [];
    list.push({
      _id: row._id,
      type,
      name: row.name,
      image: row.images[0] ?? null,
      isApproved: row.isApproved,
      rejectionMessage: row.rejectionMessage,
      isActive: row.isActive,
      sellingPrice: row.sellingPrice,
    });
    byBusiness.set(row.fkBusinessId, list);
  };
  productRows.forEach(add('product'));
  serviceRows.forEach(add('service'));
  const { user } = found;
  return {
    user: {
      ...toRow(user, found.businessCount),
      gender: user.gender,
      address: user.address,
      state: user.state,
      logo: user.logo,
      rejectionMessage: user.rejectionMessage,
    },
    businesses: owned.map((b): AdminUserBusiness => {
      const listings = byBusiness.get(b.id) ?? [];
      return {
        _id: b.id,
        name: b.name,
        businessType: b.businessType,
        image: b.images[0] ?? null,
        city: b.city,
        isApproved: b.isApproved,
        rejectionMessage: b.rejectionMessage,
        isActive: b.isActive,
        latitude: b.latitude,
        longitude: b.longitude,
        locationSource: b.locationSource,
        domain: b.domain,
        listings: listings.slice(0, LISTINGS_PER_BUSINESS),
        listingCount: listings.length,
      };
    }),
  };
}

async function lockUser(tx: Database, id: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound(ADMIN_MSG.userNotFound);
  return user;
}

const notSelf = (adminId: string, userId: string) => {
  if (adminId === userId) throw conflict(ADMIN_MSG.notYourself);
};

/**
 * PUT /api/admin/user/deactivate {id}: the account stops working at once (its sessions are
 * revoked, login refuses it) and its businesses and listings leave the public pages, which
 * only show what active users own. Nothing is deleted: reactivating brings it all back.
 */
export async function deactivateUser(deps: AppDeps, adminId: string, rawId: string) {
  const id = recordId(rawId, ADMIN_MSG.userNotFound);
  notSelf(adminId, id);
  return adminAction(deps, adminId, async (ctx) => {
    const user = await lockUser(ctx.tx, id);
    if (user.isActive) {
      await ctx.tx.update(users).set({ isActive: false }).where(eq(users.id, id));
      await revokeUserSessions(ctx.tx, id, ctx.now);
      await ctx.audit({
        action: 'deactivate',
        entityType: 'user',
        entityId: id,
        before: { isActive: true },
        after: { isActive: false, sessionsRevoked: true },
      });
    }
    return { _id: id, isActive: false };
  });
}

/** PUT /api/admin/user/reactivate {id}. */
export async function reactivateUser(deps: AppDeps, adminId: string, rawId: string) {
  const id = recordId(rawId, ADMIN_MSG.userNotFound);
  return adminAction(deps, adminId, async (ctx) => {
    const user = await lockUser(ctx.tx, id);
    if (!user.isActive) {
      await ctx.tx.update(users).set({ isActive: true }).where(eq(users.id, id));
      await ctx.audit({
        action: 'reactivate',
        entityType: 'user',
        entityId: id,
        before: { isActive: false },
        after: { isActive: true },
      });
    }
    return { _id: id, isActive: true };
  });
}

/** PUT /api/admin/user/setRole {id, role}: make or remove an administrator (not oneself). */
export async function setRole(
  deps: AppDeps,
  adminId: string,
  rawId: string,
  role: 'user' | 'admin',
) {
  const id = recordId(rawId, ADMIN_MSG.userNotFound);
  notSelf(adminId, id);
  return adminAction(deps, adminId, async (ctx) => {
    const user = await lockUser(ctx.tx, id);
    if (user.role !== role) {
      await ctx.tx.update(users).set({ role }).where(eq(users.id, id));
      await ctx.audit({
        action: 'setRole',
        entityType: 'user',
        entityId: id,
        before: { role: user.role },
        after: { role },
      });
    }
    return { _id: id, role };
  });
}

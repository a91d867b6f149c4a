// What every guarded route answers to each kind of caller. The matrix test fails when a route of
// the OpenAPI description is missing here, so a new /api/userAdmin or /api/admin route has to be
// classified before it ships.
import { businessForm } from '../sellers.ts';
import type { Target } from './world.ts';

/** Query and body of a call that would succeed for the right caller. */
export type Probe = {
  query?: Record<string, string>;
  payload?: unknown;
  /** For a call whose body is not JSON (a catalogue file). */
  headers?: Record<string, string>;
};
export type ProbeFor = (target: Target, forms: Forms) => Probe;
export type Forms = { product: Record<string, unknown>; service: Record<string, unknown> };

export type SellerRule =
  /** Names one of the target's records: another seller gets 404 NOT_FOUND, and nothing changes. */
  | { otherSeller: 'not-found'; probe: ProbeFor }
  /**
   * Reads or writes only the caller's own rows; no id of another user can be named. Reads are
   * called by the other seller and must not show any of the target's ids; writes are not called
   * (they would change the caller's rows) unless `callable` says they change nothing for a caller
   * who owns nothing.
   */
  | { otherSeller: 'own-rows'; probe?: ProbeFor; callable?: boolean }
  /** An event stream: the guard is tested, a granted call would stream for ever under inject. */
  | { otherSeller: 'stream' };

const id = (value: string) => ({ id: value });
const byId =
  (pick: (target: Target) => string, where: 'query' | 'payload'): ProbeFor =>
  (target) =>
    where === 'query' ? { query: id(pick(target)) } : { payload: id(pick(target)) };

/** A one-row CSV file of a listing's name, sent to a business's import. */
function catalogFile(businessId: string, form: Record<string, unknown>): Probe {
  return {
    query: { fkBusinessId: businessId },
    headers: { 'content-type': 'text/csv' },
    payload: `name\n${String(form.name)}\n`,
  };
}

/** Every /api/userAdmin route. */
export const SELLER_ROUTES: Record<string, SellerRule> = {
  'GET /api/userAdmin/user/fetch': { otherSeller: 'own-rows' },
  'PUT /api/userAdmin/user/update': { otherSeller: 'own-rows' },
  'PUT /api/userAdmin/user/changePassword': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/user/myData': { otherSeller: 'own-rows' },
  'POST /api/userAdmin/user/delete': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/user/deletionTerms': { otherSeller: 'own-rows' },
  // The shared catalogue: nobody's rows.
  'GET /api/userAdmin/category/fetchAll': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/subCategory/fetchAll': {
    otherSeller: 'own-rows',
    probe: (_target, forms) => ({ query: { fkCategoryId: String(forms.product.fkCategoryId) } }),
  },
  'GET /api/userAdmin/brand/fetchAll': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/brand/fetchSubCategoriesAll': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/color/fetchAll': { otherSeller: 'own-rows' },

  'POST /api/userAdmin/business/create': { otherSeller: 'own-rows' },
  'PUT /api/userAdmin/business/update': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { id: target.businessId, ...businessForm() } }),
  },
  'GET /api/userAdmin/business/fetch': {
    otherSeller: 'not-found',
    probe: byId((x) => x.businessId, 'query'),
  },
  'GET /api/userAdmin/business/fetchAll': { otherSeller: 'own-rows' },
  'DELETE /api/userAdmin/business/delete': {
    otherSeller: 'not-found',
    probe: byId((x) => x.businessId, 'query'),
  },
  'GET /api/userAdmin/business/fetchPreFilledData': { otherSeller: 'own-rows' },

  'POST /api/userAdmin/product/create': {
    otherSeller: 'not-found',
    probe: (target, forms) => ({ payload: { ...forms.product, fkBusinessId: target.businessId } }),
  },
  'PUT /api/userAdmin/product/update': {
    otherSeller: 'not-found',
    probe: (target, forms) => ({
      payload: { ...forms.product, id: target.productId, fkBusinessId: target.businessId },
    }),
  },
  'GET /api/userAdmin/product/fetch': {
    otherSeller: 'not-found',
    probe: byId((x) => x.productId, 'query'),
  },
  'GET /api/userAdmin/product/fetchAll': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { fkBusinessId: target.businessId } }),
  },
  'DELETE /api/userAdmin/product/delete': {
    otherSeller: 'not-found',
    probe: byId((x) => x.productId, 'query'),
  },
  'GET /api/userAdmin/product/fetchCount': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { fkBusinessId: target.businessId } }),
  },
  'PUT /api/userAdmin/product/toggleStatus': {
    otherSeller: 'not-found',
    probe: byId((x) => x.productId, 'payload'),
  },

  'POST /api/userAdmin/service/create': {
    otherSeller: 'not-found',
    probe: (target, forms) => ({
      payload: { ...forms.service, fkBusinessId: target.serviceBusinessId },
    }),
  },
  'PUT /api/userAdmin/service/update': {
    otherSeller: 'not-found',
    probe: (target, forms) => ({
      payload: { ...forms.service, id: target.serviceId, fkBusinessId: target.serviceBusinessId },
    }),
  },
  'GET /api/userAdmin/service/fetch': {
    otherSeller: 'not-found',
    probe: byId((x) => x.serviceId, 'query'),
  },
  'GET /api/userAdmin/service/fetchAll': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { fkBusinessId: target.serviceBusinessId } }),
  },
  'DELETE /api/userAdmin/service/delete': {
    otherSeller: 'not-found',
    probe: byId((x) => x.serviceId, 'query'),
  },
  'GET /api/userAdmin/service/fetchCount': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { fkBusinessId: target.serviceBusinessId } }),
  },
  'PUT /api/userAdmin/service/toggleStatus': {
    otherSeller: 'not-found',
    probe: byId((x) => x.serviceId, 'payload'),
  },

  'GET /api/userAdmin/productLeads/fetchAll': {
    otherSeller: 'not-found',
    probe: byId((x) => x.productId, 'query'),
  },
  'GET /api/userAdmin/productLeads/download': {
    otherSeller: 'not-found',
    probe: byId((x) => x.productId, 'query'),
  },
  'DELETE /api/userAdmin/productLeads/delete': {
    otherSeller: 'not-found',
    probe: byId((x) => x.productLeadId, 'query'),
  },
  'GET /api/userAdmin/serviceLeads/fetchAll': {
    otherSeller: 'not-found',
    probe: byId((x) => x.serviceId, 'query'),
  },
  'GET /api/userAdmin/serviceLeads/download': {
    otherSeller: 'not-found',
    probe: byId((x) => x.serviceId, 'query'),
  },
  'DELETE /api/userAdmin/serviceLeads/delete': {
    otherSeller: 'not-found',
    probe: byId((x) => x.serviceLeadId, 'payload'),
  },
  'GET /api/userAdmin/businessLeads/fetchAll': {
    otherSeller: 'not-found',
    probe: byId((x) => x.businessId, 'query'),
  },
  'GET /api/userAdmin/businessLeads/download': {
    otherSeller: 'not-found',
    probe: byId((x) => x.businessId, 'query'),
  },
  'DELETE /api/userAdmin/businessLeads/delete': {
    otherSeller: 'not-found',
    probe: byId((x) => x.businessLeadId, 'query'),
  },

  'POST /api/userAdmin/notification/create': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/notification/fetchAll': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/notification/count': { otherSeller: 'own-rows' },
  'PUT /api/userAdmin/notification/markAsRead': {
    otherSeller: 'not-found',
    probe: byId((x) => x.notificationId, 'payload'),
  },
  'PUT /api/userAdmin/notification/markAllAsRead': { otherSeller: 'own-rows', callable: true },
  'DELETE /api/userAdmin/notification/delete': {
    otherSeller: 'not-found',
    probe: byId((x) => x.notificationId, 'query'),
  },
  'DELETE /api/userAdmin/notification/deleteAll': { otherSeller: 'own-rows', callable: true },
  'GET /api/userAdmin/notification/stream': { otherSeller: 'stream' },
  // A seller's own alert preferences; no id of anyone else can be named.
  'GET /api/userAdmin/alerts/preferences': { otherSeller: 'own-rows' },
  'PUT /api/userAdmin/alerts/preferences': { otherSeller: 'own-rows' },
  // Web Push: the server's public key; the caller's own browsers (an endpoint of another seller's
  // is moved to the caller, never read; unsubscribe removes only the caller's own).
  'GET /api/userAdmin/alerts/push/key': { otherSeller: 'own-rows' },
  'POST /api/userAdmin/alerts/push/subscriptions': { otherSeller: 'own-rows' },
  'POST /api/userAdmin/alerts/push/unsubscribe': { otherSeller: 'own-rows' },

  // Reviews: the list shows only the caller's businesses' reviews.
  'GET /api/userAdmin/review/fetchAll': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/review/fetch': {
    otherSeller: 'not-found',
    probe: byId((x) => x.reviewId, 'query'),
  },
  'PUT /api/userAdmin/review/reply': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { id: target.reviewId, reply: 'Thank you!' } }),
  },

  // Changes waiting for approval: only the owner can drop them.
  'DELETE /api/userAdmin/business/revision': {
    otherSeller: 'not-found',
    probe: byId((x) => x.businessId, 'query'),
  },
  'DELETE /api/userAdmin/product/revision': {
    otherSeller: 'not-found',
    probe: byId((x) => x.productId, 'query'),
  },
  'DELETE /api/userAdmin/service/revision': {
    otherSeller: 'not-found',
    probe: byId((x) => x.serviceId, 'query'),
  },

  // The one inbox: a business named must be the caller's; none means all of theirs.
  'GET /api/userAdmin/enquiries/fetchAll': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { businessId: target.businessId } }),
  },
  'GET /api/userAdmin/enquiries/download': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { businessId: target.businessId } }),
  },
  'PUT /api/userAdmin/enquiries/markRead': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { source: 'product', id: target.productLeadId } }),
  },
  'PUT /api/userAdmin/enquiries/markAllRead': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { businessId: target.businessId } }),
  },
  'PUT /api/userAdmin/enquiries/status': {
    otherSeller: 'not-found',
    probe: (target) => ({
      payload: { source: 'product', id: target.productLeadId, status: 'contacted' },
    }),
  },
  'PUT /api/userAdmin/enquiries/markContacted': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { source: 'product', id: target.productLeadId } }),
  },
  'PUT /api/userAdmin/enquiries/followUp': {
    otherSeller: 'not-found',
    probe: (target) => ({
      payload: { source: 'product', id: target.productLeadId, note: 'Call back' },
    }),
  },
  'DELETE /api/userAdmin/enquiries/delete': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { source: 'business', id: target.businessLeadId } }),
  },

  // Posted requirements: the id is a requirement lead of the caller's business. The
  // world has none, so the probe names one of the target's leads: another seller's id either way.
  'PUT /api/userAdmin/requirements/respond': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { id: target.productLeadId, answer: 'accept' } }),
  },
  'PUT /api/userAdmin/requirements/report': {
    otherSeller: 'not-found',
    probe: (target) => ({ payload: { id: target.productLeadId, reason: 'spam' } }),
  },

  // Insights.
  'GET /api/userAdmin/insights/fetch': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { days: '30', businessId: target.businessId } }),
  },

  // Catalogue files: the template is nobody's; the rest name the caller's business.
  'GET /api/userAdmin/product/importTemplate': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/service/importTemplate': { otherSeller: 'own-rows' },
  'GET /api/userAdmin/product/export': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { fkBusinessId: target.businessId } }),
  },
  'GET /api/userAdmin/service/export': {
    otherSeller: 'not-found',
    probe: (target) => ({ query: { fkBusinessId: target.serviceBusinessId } }),
  },
  'POST /api/userAdmin/product/importCheck': {
    otherSeller: 'not-found',
    probe: (target, forms) => catalogFile(target.businessId, forms.product),
  },
  'POST /api/userAdmin/product/import': {
    otherSeller: 'not-found',
    probe: (target, forms) => catalogFile(target.businessId, forms.product),
  },
  'POST /api/userAdmin/service/importCheck': {
    otherSeller: 'not-found',
    probe: (target, forms) => catalogFile(target.serviceBusinessId, forms.service),
  },
  'POST /api/userAdmin/service/import': {
    otherSeller: 'not-found',
    probe: (target, forms) => catalogFile(target.serviceBusinessId, forms.service),
  },
};

const PAGE = { pageNo: '1', perPage: '10' };
const targetUser: ProbeFor = (x) => ({ payload: { id: x.seller.userId } });
/** The version a decision names: any well-formed one, the guard refuses first. */
const version = 'AAAAAAAAAAAAAAAAAAAAAA';
const approve: ProbeFor = (x) => ({ payload: { type: 'product', id: x.productId, version } });
const image = 'catalog/fuzz.webp';

/**
 * Every /api/admin route, with a call shaped like a real one and aimed at the target's rows where
 * it takes an id, so that a guard letting a seller through would show as a changed row too.
 */
export const ADMIN_ROUTES: Record<string, ProbeFor> = {
  'GET /api/admin/dashboard': () => ({}),
  'GET /api/admin/approvals': () => ({ query: { ...PAGE, type: 'product' } }),
  'PUT /api/admin/approvals/approve': approve,
  'PUT /api/admin/approvals/reject': (x) => ({
    payload: { type: 'product', id: x.productId, version, rejectionMessage: 'Blurred photos.' },
  }),
  'PUT /api/admin/approvals/bulkApprove': (x) => ({
    payload: {
      type: 'business',
      items: [
        { id: x.businessId, version },
        { id: x.serviceBusinessId, version },
      ],
    },
  }),
  'GET /api/admin/subscriptionRequests': () => ({ query: PAGE }),
  'PUT /api/admin/subscriptionRequests/close': targetUser,
  'PUT /api/admin/user/activatePlan': (x) => ({ payload: { id: x.seller.userId, plan: 'Plan C' } }),
  'GET /api/admin/user/fetchAll': () => ({ query: PAGE }),
  'GET /api/admin/user/fetch': (x) => ({ query: { id: x.seller.userId } }),
  'PUT /api/admin/user/deactivate': targetUser,
  'PUT /api/admin/user/reactivate': targetUser,
  'PUT /api/admin/user/setRole': (x) => ({ payload: { id: x.seller.userId, role: 'admin' } }),
  'GET /api/admin/contactMessages/fetchAll': () => ({ query: PAGE }),
  'PUT /api/admin/contactMessages/markHandled': targetUser,
  'GET /api/admin/audit/fetchAll': () => ({ query: PAGE }),
  'GET /api/admin/category/fetchAll': () => ({ query: { categoryType: 'product' } }),
  'POST /api/admin/category/create': () => ({
    payload: { type: 'product', category: 'Fuzz Lamps', image },
  }),
  'PUT /api/admin/category/update': targetUser,
  'DELETE /api/admin/category/delete': targetUser,
  'GET /api/admin/subCategory/fetchAll': (x) => ({ query: { fkCategoryId: x.businessId } }),
  'POST /api/admin/subCategory/create': (x) => ({
    payload: { fkCategoryId: x.businessId, subCategory: 'Fuzz Diyas', image, fkBrandsIds: [] },
  }),
  'PUT /api/admin/subCategory/update': targetUser,
  'DELETE /api/admin/subCategory/delete': targetUser,
  'GET /api/admin/brand/fetchAll': () => ({ query: PAGE }),
  'POST /api/admin/brand/create': () => ({ payload: { brand: 'Fuzzco', image } }),
  'PUT /api/admin/brand/update': targetUser,
  'DELETE /api/admin/brand/delete': targetUser,
  'GET /api/admin/color/fetchAll': () => ({}),
  'POST /api/admin/color/create': () => ({ payload: { color: '#123456', colorName: 'Fuzz' } }),
  'PUT /api/admin/color/update': targetUser,
  'DELETE /api/admin/color/delete': targetUser,
  'GET /api/admin/banner/fetchAll': () => ({ query: PAGE }),
  'POST /api/admin/banner/create': () => ({ payload: { images: [image] } }),
  'PUT /api/admin/banner/update': targetUser,
  'DELETE /api/admin/banner/delete': targetUser,
  'GET /api/admin/city/fetchAll': () => ({ query: PAGE }),
  'PUT /api/admin/city/setServed': (x) => ({ payload: { id: x.seller.userId, isServed: true } }),
  'GET /api/admin/reviews': () => ({ query: { ...PAGE, filter: 'all' } }),
  'PUT /api/admin/reviews/hide': (x) => ({ payload: { id: x.reviewId, reason: 'Fuzz.' } }),
  'PUT /api/admin/reviews/restore': (x) => ({ payload: { id: x.reviewId, reason: 'Fuzz.' } }),
  'GET /api/admin/user/expiredPlans': () => ({ query: PAGE }),
  'PUT /api/admin/business/location': (x) => ({
    payload: { id: x.businessId, latitude: 18.52, longitude: 73.86 },
  }),
  'GET /api/admin/requirements/fetchAll': () => ({ query: { ...PAGE, state: 'open' } }),
  'GET /api/admin/requirements/candidates': (x) => ({ query: { id: x.businessId } }),
  'PUT /api/admin/requirements/route': (x) => ({
    payload: { id: x.businessId, businessIds: [x.businessId] },
  }),
  'PUT /api/admin/requirements/remove': (x) => ({
    payload: { id: x.businessId, reason: 'Fuzz.' },
  }),
  'PUT /api/admin/business/domain': (x) => ({
    payload: { id: x.businessId, domain: 'fuzz-shop.example.in' },
  }),
  'GET /api/admin/privacyPolicy': () => ({}),
  'POST /api/admin/privacyPolicy': () => ({
    payload: { body: 'Fuzz notice. '.repeat(40) },
  }),
  'GET /api/admin/grievances': () => ({}),
  'PUT /api/admin/grievances/answer': () => ({
    payload: { id: '00000000-0000-4000-8000-000000000000', answer: 'Fuzz answer.' },
  }),
};

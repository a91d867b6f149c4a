// Written by `npm run contract:endpoints` from contract/index.ts: do not edit by hand.
// The browser's view of the contract: each endpoint's method and path, typed by its
// declaration, without the schemas (and zod) that the server validates with.
import type { AddressesOf } from './contract/endpoint.ts';
import type { API_CONTRACT } from './contract/index.ts';

type Declared = typeof API_CONTRACT;

export const healthContract: AddressesOf<Declared['health']> = {
  check: { method: 'GET', path: '/health' },
};

export const devContract: AddressesOf<Declared['dev']> = {
  outbox: { method: 'GET', path: '/dev/outbox' },
};

export const authContract: AddressesOf<Declared['auth']> = {
  logIn: { method: 'POST', path: '/auth/user/logIn' },
  fetchUser: { method: 'GET', path: '/auth/user/fetch' },
  requestOtp: { method: 'GET', path: '/auth/user/requestOTP' },
  verifyOtp: { method: 'POST', path: '/auth/user/verifyOTP' },
  logOut: { method: 'PUT', path: '/auth/user/logOut' },
  preRegistration: { method: 'GET', path: '/public/user/preRegistration' },
  createUser: { method: 'POST', path: '/public/user/create' },
  forgotPassword: { method: 'POST', path: '/public/user/forgotPassword' },
};

export const userContract: AddressesOf<Declared['users']> = {
  fetch: { method: 'GET', path: '/userAdmin/user/fetch' },
  update: { method: 'PUT', path: '/userAdmin/user/update' },
  changePassword: { method: 'PUT', path: '/userAdmin/user/changePassword' },
};

export const locationsContract: AddressesOf<Declared['locations']> = {
  fetchAllStates: { method: 'GET', path: '/public/locations/fetchAllStates' },
  fetchStateAllCities: { method: 'GET', path: '/public/locations/fetchStateAllCities' },
  fetchCitiesWithState: { method: 'GET', path: '/public/locations/fetchCitiesWithState' },
  locationPicker: { method: 'GET', path: '/public/locations/locationPicker' },
  fetchCityCoordinates: { method: 'GET', path: '/public/locations/fetchCityCoordinates' },
};

export const landingContract: AddressesOf<Declared['landing']> = {
  fetch: { method: 'GET', path: '/public/landingPage/fetch' },
  banners: { method: 'GET', path: '/public/landingPage/banners' },
  demographics: { method: 'GET', path: '/public/demographics/fetch' },
  categoryBanners: { method: 'GET', path: '/public/category/banners' },
  subCategoryBanners: { method: 'GET', path: '/public/subCategory/banners' },
};

export const catalogPublicContract: AddressesOf<Declared['catalogPublic']> = {
  trendingCategories: { method: 'GET', path: '/public/category/trending' },
  fetchCategories: { method: 'GET', path: '/public/category/fetchAll' },
  trendingSubCategories: { method: 'GET', path: '/public/subCategory/trending' },
  trendingInCategory: { method: 'GET', path: '/public/subCategory/trendingInCategory' },
  fetchSubCategories: { method: 'GET', path: '/public/subCategory/fetchAll' },
  categoryWithSubCategories: { method: 'GET', path: '/public/subCategory/categoriesAll' },
  fetchBrands: { method: 'GET', path: '/public/brand/fetchSubCategoriesAll' },
  fetchColors: { method: 'GET', path: '/public/color/fetchAll' },
};

export const searchContract: AddressesOf<Declared['search']> = {
  productHighLights: { method: 'GET', path: '/public/product/highLights' },
  productSubCategoryAll: { method: 'GET', path: '/public/product/subCategoryAll' },
  productBusinessAll: { method: 'GET', path: '/public/product/businessAll' },
  productFetch: { method: 'GET', path: '/public/product/fetch' },
  productFetchRelated: { method: 'GET', path: '/public/product/fetchRelated' },
  productSearch: { method: 'GET', path: '/public/product/search' },
  serviceHighLights: { method: 'GET', path: '/public/service/highLights' },
  serviceSubCategoryAll: { method: 'GET', path: '/public/service/subCategoryAll' },
  serviceBusinessAll: { method: 'GET', path: '/public/service/businessAll' },
  serviceFetch: { method: 'GET', path: '/public/service/fetch' },
  serviceFetchRelated: { method: 'GET', path: '/public/service/fetchRelated' },
  serviceSearch: { method: 'GET', path: '/public/service/search' },
  suggestions: { method: 'GET', path: '/public/search/suggestions' },
};

export const businessesPublicContract: AddressesOf<Declared['businessesPublic']> = {
  fetch: { method: 'GET', path: '/public/business/fetch' },
  trendings: { method: 'GET', path: '/public/business/businessTrendings' },
};

export const shopContract: AddressesOf<Declared['shop']> = {
  fetch: { method: 'GET', path: '/public/shop/fetch' },
  domain: { method: 'GET', path: '/public/shop/domain' },
  setDomain: { method: 'PUT', path: '/admin/business/domain' },
};

export const viewsContract: AddressesOf<Declared['views']> = {
  countProduct: { method: 'PUT', path: '/public/product/views' },
  countService: { method: 'PUT', path: '/public/service/views' },
  countBusiness: { method: 'PUT', path: '/public/business/views' },
};

export const reviewsContract: AddressesOf<Declared['reviews']> = {
  fetchAll: { method: 'GET', path: '/public/review/fetchAll' },
  create: { method: 'POST', path: '/public/review/create' },
  markHelpful: { method: 'PUT', path: '/public/review/helpful' },
  report: { method: 'POST', path: '/public/review/report' },
  sellerFetchAll: { method: 'GET', path: '/userAdmin/review/fetchAll' },
  sellerFetch: { method: 'GET', path: '/userAdmin/review/fetch' },
  reply: { method: 'PUT', path: '/userAdmin/review/reply' },
  moderationQueue: { method: 'GET', path: '/admin/reviews' },
  hide: { method: 'PUT', path: '/admin/reviews/hide' },
  restore: { method: 'PUT', path: '/admin/reviews/restore' },
};

export const leadsContract: AddressesOf<Declared['leads']> = {
  createProductLead: { method: 'POST', path: '/public/productLeads/create' },
  createServiceLead: { method: 'POST', path: '/public/serviceLeads/create' },
  createBusinessLead: { method: 'POST', path: '/public/businessLeads/create' },
  fetchProductLeads: { method: 'GET', path: '/userAdmin/productLeads/fetchAll' },
  downloadProductLeads: { method: 'GET', path: '/userAdmin/productLeads/download' },
  deleteProductLead: { method: 'DELETE', path: '/userAdmin/productLeads/delete' },
  fetchServiceLeads: { method: 'GET', path: '/userAdmin/serviceLeads/fetchAll' },
  downloadServiceLeads: { method: 'GET', path: '/userAdmin/serviceLeads/download' },
  deleteServiceLead: { method: 'DELETE', path: '/userAdmin/serviceLeads/delete' },
  fetchBusinessLeads: { method: 'GET', path: '/userAdmin/businessLeads/fetchAll' },
  downloadBusinessLeads: { method: 'GET', path: '/userAdmin/businessLeads/download' },
  deleteBusinessLead: { method: 'DELETE', path: '/userAdmin/businessLeads/delete' },
  fetchEnquiries: { method: 'GET', path: '/userAdmin/enquiries/fetchAll' },
  downloadEnquiries: { method: 'GET', path: '/userAdmin/enquiries/download' },
  markEnquiryRead: { method: 'PUT', path: '/userAdmin/enquiries/markRead' },
  markAllEnquiriesRead: { method: 'PUT', path: '/userAdmin/enquiries/markAllRead' },
  changeEnquiryStatus: { method: 'PUT', path: '/userAdmin/enquiries/status' },
  markEnquiryContacted: { method: 'PUT', path: '/userAdmin/enquiries/markContacted' },
  saveEnquiryFollowUp: { method: 'PUT', path: '/userAdmin/enquiries/followUp' },
  deleteEnquiry: { method: 'DELETE', path: '/userAdmin/enquiries/delete' },
};

export const buyerEnquiriesContract: AddressesOf<Declared['buyerEnquiries']> = {
  receipt: { method: 'GET', path: '/public/enquiryReceipt' },
  requestOtp: { method: 'POST', path: '/myEnquiries/requestOTP' },
  prove: { method: 'POST', path: '/myEnquiries/prove' },
  fetchAll: { method: 'POST', path: '/myEnquiries/fetchAll' },
};

export const requirementsContract: AddressesOf<Declared['requirements']> = {
  suggest: { method: 'GET', path: '/public/requirements/suggest' },
  create: { method: 'POST', path: '/requirements/create' },
  fetch: { method: 'POST', path: '/requirements/fetch' },
  close: { method: 'POST', path: '/requirements/close' },
  mine: { method: 'POST', path: '/requirements/mine' },
  respond: { method: 'PUT', path: '/userAdmin/requirements/respond' },
  report: { method: 'PUT', path: '/userAdmin/requirements/report' },
  adminFetchAll: { method: 'GET', path: '/admin/requirements/fetchAll' },
  adminCandidates: { method: 'GET', path: '/admin/requirements/candidates' },
  adminRoute: { method: 'PUT', path: '/admin/requirements/route' },
  adminRemove: { method: 'PUT', path: '/admin/requirements/remove' },
};

export const contactContract: AddressesOf<Declared['contact']> = {
  send: { method: 'POST', path: '/public/contactUs' },
};

export const businessesContract: AddressesOf<Declared['businesses']> = {
  create: { method: 'POST', path: '/userAdmin/business/create' },
  update: { method: 'PUT', path: '/userAdmin/business/update' },
  discardRevision: { method: 'DELETE', path: '/userAdmin/business/revision' },
  fetch: { method: 'GET', path: '/userAdmin/business/fetch' },
  fetchAll: { method: 'GET', path: '/userAdmin/business/fetchAll' },
  delete: { method: 'DELETE', path: '/userAdmin/business/delete' },
  fetchPreFilledData: { method: 'GET', path: '/userAdmin/business/fetchPreFilledData' },
};

export const productsContract: AddressesOf<Declared['products']> = {
  create: { method: 'POST', path: '/userAdmin/product/create' },
  update: { method: 'PUT', path: '/userAdmin/product/update' },
  discardRevision: { method: 'DELETE', path: '/userAdmin/product/revision' },
  fetch: { method: 'GET', path: '/userAdmin/product/fetch' },
  fetchAll: { method: 'GET', path: '/userAdmin/product/fetchAll' },
  delete: { method: 'DELETE', path: '/userAdmin/product/delete' },
  fetchCount: { method: 'GET', path: '/userAdmin/product/fetchCount' },
  toggleStatus: { method: 'PUT', path: '/userAdmin/product/toggleStatus' },
};

export const servicesContract: AddressesOf<Declared['services']> = {
  create: { method: 'POST', path: '/userAdmin/service/create' },
  update: { method: 'PUT', path: '/userAdmin/service/update' },
  discardRevision: { method: 'DELETE', path: '/userAdmin/service/revision' },
  fetch: { method: 'GET', path: '/userAdmin/service/fetch' },
  fetchAll: { method: 'GET', path: '/userAdmin/service/fetchAll' },
  delete: { method: 'DELETE', path: '/userAdmin/service/delete' },
  fetchCount: { method: 'GET', path: '/userAdmin/service/fetchCount' },
  toggleStatus: { method: 'PUT', path: '/userAdmin/service/toggleStatus' },
};

export const catalogContract: AddressesOf<Declared['catalog']> = {
  fetchCategories: { method: 'GET', path: '/userAdmin/category/fetchAll' },
  fetchSubCategories: { method: 'GET', path: '/userAdmin/subCategory/fetchAll' },
  fetchBrands: { method: 'GET', path: '/userAdmin/brand/fetchAll' },
  fetchSubCategoryBrands: { method: 'GET', path: '/userAdmin/brand/fetchSubCategoriesAll' },
  fetchColors: { method: 'GET', path: '/userAdmin/color/fetchAll' },
};

export const catalogueImportContract: AddressesOf<Declared['catalogueImport']> = {
  productTemplate: { method: 'GET', path: '/userAdmin/product/importTemplate' },
  productExport: { method: 'GET', path: '/userAdmin/product/export' },
  productImportCheck: { method: 'POST', path: '/userAdmin/product/importCheck' },
  productImport: { method: 'POST', path: '/userAdmin/product/import' },
  serviceTemplate: { method: 'GET', path: '/userAdmin/service/importTemplate' },
  serviceExport: { method: 'GET', path: '/userAdmin/service/export' },
  serviceImportCheck: { method: 'POST', path: '/userAdmin/service/importCheck' },
  serviceImport: { method: 'POST', path: '/userAdmin/service/import' },
};

export const uploadsContract: AddressesOf<Declared['uploads']> = {
  store: { method: 'PUT', path: '/uploads/:key' },
};

export const insightsContract: AddressesOf<Declared['insights']> = {
  tapProduct: { method: 'POST', path: '/public/product/taps' },
  tapService: { method: 'POST', path: '/public/service/taps' },
  tapBusiness: { method: 'POST', path: '/public/business/taps' },
  fetch: { method: 'GET', path: '/userAdmin/insights/fetch' },
};

export const notificationsContract: AddressesOf<Declared['notifications']> = {
  create: { method: 'POST', path: '/userAdmin/notification/create' },
  fetchAll: { method: 'GET', path: '/userAdmin/notification/fetchAll' },
  count: { method: 'GET', path: '/userAdmin/notification/count' },
  markAsRead: { method: 'PUT', path: '/userAdmin/notification/markAsRead' },
  markAllAsRead: { method: 'PUT', path: '/userAdmin/notification/markAllAsRead' },
  delete: { method: 'DELETE', path: '/userAdmin/notification/delete' },
  deleteAll: { method: 'DELETE', path: '/userAdmin/notification/deleteAll' },
  stream: { method: 'GET', path: '/userAdmin/notification/stream' },
  publicCreate: { method: 'POST', path: '/public/notifications/create' },
};

export const alertsContract: AddressesOf<Declared['alerts']> = {
  fetchPreferences: { method: 'GET', path: '/userAdmin/alerts/preferences' },
  savePreferences: { method: 'PUT', path: '/userAdmin/alerts/preferences' },
  pushKey: { method: 'GET', path: '/userAdmin/alerts/push/key' },
  subscribePush: { method: 'POST', path: '/userAdmin/alerts/push/subscriptions' },
  unsubscribePush: { method: 'POST', path: '/userAdmin/alerts/push/unsubscribe' },
};

export const subscriptionsContract: AddressesOf<Declared['subscriptions']> = {
  request: { method: 'POST', path: '/subscription/request' },
  fetchMine: { method: 'GET', path: '/subscription/fetch' },
};

export const adminContract: AddressesOf<Declared['admin']> = {
  dashboard: { method: 'GET', path: '/admin/dashboard' },
  correctLocation: { method: 'PUT', path: '/admin/business/location' },
  fetchApprovals: { method: 'GET', path: '/admin/approvals' },
  approve: { method: 'PUT', path: '/admin/approvals/approve' },
  reject: { method: 'PUT', path: '/admin/approvals/reject' },
  bulkApprove: { method: 'PUT', path: '/admin/approvals/bulkApprove' },
  fetchSubscriptionRequests: { method: 'GET', path: '/admin/subscriptionRequests' },
  closeRequest: { method: 'PUT', path: '/admin/subscriptionRequests/close' },
  fetchExpiredPlans: { method: 'GET', path: '/admin/user/expiredPlans' },
  activatePlan: { method: 'PUT', path: '/admin/user/activatePlan' },
  fetchUsers: { method: 'GET', path: '/admin/user/fetchAll' },
  fetchUser: { method: 'GET', path: '/admin/user/fetch' },
  deactivateUser: { method: 'PUT', path: '/admin/user/deactivate' },
  reactivateUser: { method: 'PUT', path: '/admin/user/reactivate' },
  setRole: { method: 'PUT', path: '/admin/user/setRole' },
  fetchContactMessages: { method: 'GET', path: '/admin/contactMessages/fetchAll' },
  markHandled: { method: 'PUT', path: '/admin/contactMessages/markHandled' },
  fetchAudit: { method: 'GET', path: '/admin/audit/fetchAll' },
};

export const adminCatalogContract: AddressesOf<Declared['adminCatalog']> = {
  fetchCategories: { method: 'GET', path: '/admin/category/fetchAll' },
  createCategory: { method: 'POST', path: '/admin/category/create' },
  updateCategory: { method: 'PUT', path: '/admin/category/update' },
  deleteCategory: { method: 'DELETE', path: '/admin/category/delete' },
  fetchSubCategories: { method: 'GET', path: '/admin/subCategory/fetchAll' },
  createSubCategory: { method: 'POST', path: '/admin/subCategory/create' },
  updateSubCategory: { method: 'PUT', path: '/admin/subCategory/update' },
  deleteSubCategory: { method: 'DELETE', path: '/admin/subCategory/delete' },
  fetchBrands: { method: 'GET', path: '/admin/brand/fetchAll' },
  createBrand: { method: 'POST', path: '/admin/brand/create' },
  updateBrand: { method: 'PUT', path: '/admin/brand/update' },
  deleteBrand: { method: 'DELETE', path: '/admin/brand/delete' },
  fetchColors: { method: 'GET', path: '/admin/color/fetchAll' },
  createColor: { method: 'POST', path: '/admin/color/create' },
  updateColor: { method: 'PUT', path: '/admin/color/update' },
  deleteColor: { method: 'DELETE', path: '/admin/color/delete' },
  fetchBanners: { method: 'GET', path: '/admin/banner/fetchAll' },
  createBanner: { method: 'POST', path: '/admin/banner/create' },
  updateBanner: { method: 'PUT', path: '/admin/banner/update' },
  deleteBanner: { method: 'DELETE', path: '/admin/banner/delete' },
  fetchCities: { method: 'GET', path: '/admin/city/fetchAll' },
  setServed: { method: 'PUT', path: '/admin/city/setServed' },
};

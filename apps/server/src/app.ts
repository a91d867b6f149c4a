import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { docsPlugin } from './plugins/docs.ts';
import { envelopePlugin, frameworkErrors } from './plugins/envelope.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { httpCachePlugin } from './plugins/http-cache.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { mediaPlugin } from './plugins/media.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { authRoutes, devOutboxRoutes } from './modules/auth/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { accountDataRoutes } from './modules/account-data/routes.ts';
import { ACCOUNT_ERASURE } from './modules/account-data/deletion.ts';
import { accountErasureHandler } from './modules/account-data/erasure.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { businessRoutes } from './modules/businesses/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { catalogImportRoutes } from './modules/catalog-import/routes.ts';
import { serviceRoutes } from './modules/services/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { IMAGE_HOLDERS } from './image-holders.ts';
import { discoveryRoutes } from './modules/discovery/routes.ts';
import { searchSuggestionRoutes } from './modules/search-suggestions/routes.ts';
import { catalogPublicRoutes } from './modules/catalog-public/routes.ts';
import { landingRoutes } from './modules/landing/routes.ts';
import { businessesPublicRoutes } from './modules/businesses-public/routes.ts';
import { viewRoutes } from './modules/views/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { consentRoutes } from './modules/consents/routes.ts';
import { grievanceRoutes } from './modules/grievances/routes.ts';
import { firstViewPlugin } from './modules/first-view/plugin.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { shopDomainsPlugin } from './modules/shop/domains.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { statisticsPlugin } from './modules/discovery/statistics.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { eventsPlugin } from './plugins/events.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { assertMayReview } from './modules/reviews/service.ts';
import { insightRoutes } from './modules/insights/routes.ts';
import { testSupportRoutes } from './modules/test-support/routes.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { alertJobHandlers } from './modules/alerts/service.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { buyerEnquiryRoutes } from './modules/buyer-enquiries/routes.ts';
import { buyerDataRoutes } from './modules/buyer-data/routes.ts';
import { requirementRoutes } from './modules/requirements/routes.ts';
import { buyerJobHandlers, buyerJobsPlugin } from './modules/buyer-enquiries/jobs.ts';
import { LEAD_FOLLOW_UP, followUpReminderHandler } from './modules/leads/follow-up-reminder.ts';
import { RETENTION, retentionHandler, retentionPlugin } from './modules/retention/job.ts';

/** Builds the whole app: plugins first, then every module's routes, then the web app. */
export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    // The logger of the ports (deps.ts: createLogger): its level, redaction and request
    // serializer; jobs and timers log with the same one.
    loggerInstance: deps.log,
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    // A hop count as Fastify's own rule for numbers (trust the nearest N hops), written out
    // because its types take no number.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < Number(config.trustProxy)
        : config.trustProxy,
    frameworkErrors,
    // Tests and graceful shutdown should not wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envelopePlugin);
  await app.register(inputGuardPlugin);
  await app.register(overloadPlugin, deps);
  await app.register(securityHeadersPlugin, deps);
  await app.register(httpCachePlugin, deps);
  await app.register(docsPlugin, deps);
  await app.register(authPlugin, deps);
  await app.register(eventsPlugin, deps);
  // A seller's verified domain goes to its shop page, before any page is drawn.
  await app.register(shopDomainsPlugin, deps);

  await app.register(healthRoutes, deps);
  await app.register(locationRoutes, deps);
  await app.register(authRoutes(assertMayReview), deps);
  if (deps.smsOutbox) await app.register(devOutboxRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(accountDataRoutes, deps);
  await app.register(catalogRoutes, deps);
  await app.register(businessRoutes, deps);
  await app.register(productRoutes, deps);
  await app.register(serviceRoutes, deps);
  await app.register(catalogImportRoutes, deps);
  await app.register(uploadRoutes, { deps, holders: IMAGE_HOLDERS });
  await app.register(discoveryRoutes, deps);
  await app.register(searchSuggestionRoutes, deps);
  await app.register(statisticsPlugin, deps);
  await app.register(catalogPublicRoutes, deps);
  await app.register(landingRoutes, deps);
  await app.register(businessesPublicRoutes, deps);
  await app.register(viewRoutes, deps);
  await app.register(contactRoutes, deps);
  await app.register(privacyRoutes, deps);
  await app.register(consentRoutes, deps);
  await app.register(grievanceRoutes, deps);
  await app.register(leadRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(subscriptionRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(insightRoutes, deps);
  await app.register(alertRoutes, deps);
  // Work that must not be lost and must not slow a request: alerts, reminders.
  await app.register(buyerEnquiryRoutes, deps);
  await app.register(buyerDataRoutes, deps);
  // Posted requirements: their alerts are the enquiry alerts' jobs above.
  await app.register(requirementRoutes, deps);
  await app.register(jobsPlugin, {
    deps,
    handlers: {
      ...alertJobHandlers(deps),
      ...buyerJobHandlers(deps),
      [LEAD_FOLLOW_UP]: followUpReminderHandler(deps),
      [RETENTION]: retentionHandler(deps),
      [ACCOUNT_ERASURE]: accountErasureHandler(deps),
    },
  });
  // The daily sweep of review invitations, written once across instances (buyer-enquiries).
  await app.register(buyerJobsPlugin, deps);
  // The daily retention run (docs/decisions/034-retention.md), once across instances.
  await app.register(retentionPlugin, deps);
  if (config.env === 'test') await app.register(testSupportRoutes, deps);
  // Public pages drawn on the server (for the two below), share previews of public pages, then
  // the web app's index.html fallback.
  await app.register(firstViewPlugin, {
    entry: config.webServerEntry,
    webDist: config.webDist,
    clock: deps.clock,
    publicUrl: config.publicUrl,
  });
  await app.register(seoRoutes, deps);
  await app.register(shopRoutes, deps);

  await app.register(mediaPlugin, { uploadsDir: config.uploadsDir });
  await app.register(webAppPlugin, {
    webDist: config.webDist,
    isProduction: config.isProduction,
  });
  return app;
}

import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader.tsx';
import { loadWorkspaceStrings } from '@/i18n/index.ts';
import { preloadScreen } from '@/lib/screen-chunks.ts';
import { guestOnlyLoader, sellerLoader, signOutLoader } from './guards.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** A layout's code, loaded with its first screen. */
const named =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: pick(await load()) });

/**
 * What a screen's route carries in its handle (see screen()); `alsoLoads` names code it loads
 * besides its own, listed in page-chunks.json like a screen (vite.config.ts: SCREEN_EXTRAS).
 */
export type ScreenHandle = { screen: string; alsoLoads?: string[] };

// Route-level code splitting: every screen (and the auth, seller and admin frames) is its own
// chunk; the first view carries only the router, the public frame and the screen it shows.
const SCREENS = import.meta.glob<Record<string, unknown>>('../features/*/pages/*-page.tsx');

/**
 * A screen's route properties: its code, loaded with the route, and its name ('landing/home-page'
 * for features/landing/pages/home-page.tsx) in the route's handle. A page the server draws names
 * its screens' chunks from that (page-chunks.json), so they download beside the app's entry;
 * a move to the screen preloads them from the same list (lib/screen-chunks.ts).
 */
function screen(
  name: string,
  pick: (module: Record<string, unknown>) => unknown = (m) => m.default,
) {
  const [feature, page] = name.split('/');
  const load = SCREENS[`../features/${feature}/pages/${page}.tsx`];
  if (!load) throw new Error(`routes: no screen ${name}`);
  return {
    handle: { screen: name } satisfies ScreenHandle,
    lazy: async () => {
      preloadScreen(name);
      return { Component: pick(await load()) as ComponentType };
    },
  };
}

/**
 * A route whose screens show the workspace's strings (i18n/en-workspace.ts): they load with its
 * code, so its screens never render without them.
 */
function withWorkspaceStrings<T>(route: { lazy: () => Promise<T>; handle?: ScreenHandle }) {
  return {
    ...route,
    // A drawn page names the strings' chunk beside its screen's, so they download together.
    handle: route.handle && { ...route.handle, alsoLoads: ['i18n/en-workspace'] },
    lazy: async () => (await Promise.all([route.lazy(), loadWorkspaceStrings()]))[0],
  };
}

const toHome = () => redirect('/home');
// Redirect-only routes still name a component: the router renders a leaf while its loader runs.
const Redirecting = PageLoader;

/** The public screens (site header and footer): what a service modal can open over. */
const publicScreens = (): RouteObject[] =>
  routes[0]?.children?.find((route) => route.id === 'public')?.children ?? [];

/** The whole route table: every screen of the app, public, seller and console. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, loader: toHome, Component: Redirecting },
      {
        id: 'public',
        Component: PublicLayout,
        children: [
          // /home and /aboutUs are the same home screen.
          { path: 'home', ...screen('landing/home-page') },
          { path: 'aboutUs', ...screen('landing/home-page') },
          {
            path: 'privacyPolicy',
            ...screen('info/privacy-policy-page'),
          },
          // A grievance about one's data, and its own link.
          { path: 'grievance', ...screen('info/grievance-page') },
          { path: 'grievance/:id', ...screen('info/grievance-follow-page') },
          {
            path: 'terms&conditions',
            ...screen('info/terms-page'),
          },
          {
            path: 'contactUs',
            ...screen('info/contact-us-page'),
          },
          // A buyer's own enquiries, proved by a code.
          {
            path: 'myEnquiries',
            ...screen('my-enquiries/my-enquiries-page'),
          },
          // "Tell us what you need" and a posted requirement's page.
          {
            path: 'postRequirement',
            ...screen('requirements/post-requirement-page'),
          },
          {
            path: 'requirement/:id',
            ...screen('requirements/requirement-page'),
          },
          {
            path: 'business/:id',
            ...screen('business-detail/business-detail-page'),
          },
          // The same business page at its shop address (decision 021).
          {
            path: 'shop/:slug',
            ...screen('business-detail/business-detail-page', (m) => m.ShopPage),
          },
          {
            path: 'category/:id',
            ...screen('catalog/category-page', (m) => m.ProductCategoryPage),
          },
          {
            path: 'service/category/:id',
            ...screen('catalog/category-page', (m) => m.ServiceCategoryPage),
          },
          {
            path: 'subCategory/:id',
            ...screen('catalog/sub-category-page', (m) => m.ProductSubCategoryPage),
          },
          {
            path: 'service/subCategory/:id',
            ...screen('catalog/sub-category-page', (m) => m.ServiceSubCategoryPage),
          },
          {
            path: 'product/:id',
            ...screen('product-detail/product-detail-page'),
          },
          {
            // /service/{id} is a modal over the page it was opened from, or over home (spec
            // §2). Its frame has no path, so it can render that page, with its own path and
            // parameters, beneath the modal.
            lazy: async () => {
              const { ServiceModalFrame } =
                await import('@/features/service-detail/pages/service-modal-frame.tsx');
              return { element: <ServiceModalFrame screens={publicScreens} /> };
            },
            children: [
              {
                path: 'service/:id',
                ...screen('service-detail/service-detail-page'),
              },
            ],
          },
          {
            path: 'subscriptionPlans',
            ...withWorkspaceStrings(screen('subscriptions/subscription-plans-page')),
          },
          // Static segments outrank this one, so /home, /logIn, /userAdmin … never land here.
          {
            path: ':location',
            ...screen('search/location-page'),
          },
        ],
      },
      {
        id: 'auth',
        lazy: named(
          () => import('./layouts/auth-layout.tsx'),
          (m) => m.AuthLayout,
        ),
        children: [
          {
            path: 'logIn',
            loader: guestOnlyLoader,
            ...screen('auth/login-page'),
          },
          { path: 'signUp', ...screen('auth/sign-up-page') },
          {
            path: 'forgotPassword',
            ...screen('auth/forgot-password-page'),
          },
        ],
      },
      // Outside the seller frame on purpose: signing out must work without a valid session or
      // plan, so it does not wait for the session fetch.
      { path: 'userAdmin/signOut', loader: signOutLoader, Component: Redirecting },
      {
        id: 'seller',
        path: 'userAdmin',
        loader: sellerLoader,
        // The session fetch runs on entering the seller area, not on every move inside it.
        shouldRevalidate: () => false,
        ...withWorkspaceStrings({
          lazy: named(
            () => import('./layouts/seller-layout.tsx'),
            (m) => m.SellerLayout,
          ),
        }),
        children: [
          {
            index: true,
            loader: () => redirect('/userAdmin/businesses'),
            Component: Redirecting,
          },
          {
            path: 'notifications',
            ...screen('notifications/notifications-page'),
          },
          {
            path: 'reviews',
            ...screen('reviews/seller-reviews-page'),
          },
          {
            path: 'reviews/:reviewId',
            ...screen('reviews/seller-review-page'),
          },
          {
            path: 'insights',
            ...screen('insights/insights-page'),
          },
          {
            path: 'subscription',
            ...screen('subscriptions/my-subscription-page'),
          },
          {
            path: 'businesses',
            ...screen('businesses/seller-businesses-page'),
          },
          {
            path: 'businesses/register',
            ...screen('businesses/register-business-page'),
          },
          {
            path: 'businesses/edit/:businessId',
            ...screen('businesses/edit-business-page'),
          },
          {
            path: 'businesses/:businessId/poster',
            ...screen('businesses/shop-poster-page'),
          },
          {
            path: 'businesses/viewLeads/:businessId',
            ...screen('leads/business-leads-page'),
          },
          {
            path: 'enquiries',
            ...screen('leads/enquiries-page'),
          },
          {
            path: 'businesses/:businessId/products',
            ...screen('listings/seller-listings-page', (m) => m.SellerProductsPage),
          },
          {
            path: 'businesses/:businessId/products/addProduct',
            ...screen('listings/listing-editor-page', (m) => m.ProductEditorPage),
          },
          {
            path: 'businesses/:businessId/products/edit/:productId',
            ...screen('listings/listing-editor-page', (m) => m.ProductEditorPage),
          },
          {
            path: 'businesses/products/leads/:productId',
            ...screen('leads/product-leads-page'),
          },
          {
            path: 'businesses/:businessId/services',
            ...screen('listings/seller-listings-page', (m) => m.SellerServicesPage),
          },
          {
            path: 'businesses/:businessId/services/addService',
            ...screen('listings/listing-editor-page', (m) => m.ServiceEditorPage),
          },
          {
            path: 'businesses/:businessId/services/edit/:serviceId',
            ...screen('listings/listing-editor-page', (m) => m.ServiceEditorPage),
          },
          {
            path: 'businesses/services/leads/:serviceId',
            ...screen('leads/service-leads-page'),
          },
          {
            path: 'editProfile',
            ...screen('profile/edit-profile-page'),
          },
          {
            path: 'editProfile/changePassword',
            ...screen('profile/change-password-page'),
          },
        ],
      },
      {
        id: 'admin',
        path: 'admin',
        // The console's frame and its door (features/admin/admin-loader) load together, so
        // nothing of the console reaches visitors' bundles.
        ...withWorkspaceStrings({
          lazy: async () => {
            const [layout, guard] = await Promise.all([
              import('./layouts/admin-layout.tsx'),
              import('@/features/admin/admin-loader.ts'),
            ]);
            return { Component: layout.AdminLayout, loader: guard.adminLoader };
          },
        }),
        shouldRevalidate: () => false,
        children: [
          { index: true, ...screen('admin/dashboard-page') },
          {
            path: 'approvals',
            ...screen('admin/approvals-page'),
          },
          { path: 'plans', ...screen('admin/plans-page') },
          { path: 'users', ...screen('admin/users-page') },
          {
            path: 'users/:userId',
            ...screen('admin/user-page'),
          },
          {
            path: 'catalogue',
            ...screen('admin/catalog-page'),
          },
          { path: 'banners', ...screen('admin/banners-page') },
          { path: 'cities', ...screen('admin/cities-page') },
          {
            path: 'messages',
            ...screen('admin/messages-page'),
          },
          { path: 'reviews', ...screen('admin/reviews-page') },
          { path: 'requirements', ...screen('admin/requirements-page') },
          { path: 'audit', ...screen('admin/audit-page') },
          { path: 'privacy', ...screen('admin/privacy-page') },
          { path: 'grievances', ...screen('admin/grievances-page') },
          { path: '*', loader: () => redirect('/admin'), Component: Redirecting },
        ],
      },
      { path: '*', loader: toHome, Component: Redirecting },
    ],
  },
];

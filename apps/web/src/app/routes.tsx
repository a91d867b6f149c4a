import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { guestOnlyLoader, sellerLoader, signOutLoader } from './guards.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

// Route-level code splitting: every screen (and the auth, seller and admin frames) is its own
// chunk; the first view carries only the router, the public frame and the screen it shows.
const page =
  (load: () => Promise<{ default: ComponentType }>) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: (await load()).default });

const named =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async (): Promise<{ Component: ComponentType }> => ({ Component: pick(await load()) });

const toHome = () => redirect('/home');
// Redirect-only routes still name a component: the router renders a leaf while its loader runs.
const Redirecting = PageLoader;

/** The public screens (site header and footer): what a service modal can open over. */
const publicScreens = (): RouteObject[] =>
  routes[0]?.children?.find((route) => route.id === 'public')?.children ?? [];

/** The whole route table of spec §2. */
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
          // /home and /aboutUs are the same home screen (spec §2).
          { path: 'home', lazy: page(() => import('../features/landing/pages/home-page.tsx')) },
          { path: 'aboutUs', lazy: page(() => import('../features/landing/pages/home-page.tsx')) },
          {
            path: 'privacyPolicy',
            lazy: page(() => import('../features/info/pages/privacy-policy-page.tsx')),
          },
          {
            path: 'terms&conditions',
            lazy: page(() => import('../features/info/pages/terms-page.tsx')),
          },
          {
            path: 'contactUs',
            lazy: page(() => import('../features/info/pages/contact-us-page.tsx')),
          },
          {
            path: 'business/:id',
            lazy: page(() => import('../features/business-detail/pages/business-detail-page.tsx')),
          },
          {
            path: 'category/:id',
            lazy: named(
              () => import('../features/catalog/pages/category-page.tsx'),
              (m) => m.ProductCategoryPage,
            ),
          },
          {
            path: 'service/category/:id',
            lazy: named(
              () => import('../features/catalog/pages/category-page.tsx'),
              (m) => m.ServiceCategoryPage,
            ),
          },
          {
            path: 'subCategory/:id',
            lazy: named(
              () => import('../features/catalog/pages/sub-category-page.tsx'),
              (m) => m.ProductSubCategoryPage,
            ),
          },
          {
            path: 'service/subCategory/:id',
            lazy: named(
              () => import('../features/catalog/pages/sub-category-page.tsx'),
              (m) => m.ServiceSubCategoryPage,
            ),
          },
          {
            path: 'product/:id',
            lazy: page(() => import('../features/product-detail/pages/product-detail-page.tsx')),
          },
          {
            // /service/{id} is a modal over the page it was opened from, or over home (spec
            // §2). Its frame has no path, so it can render that page, with its own path and
            // parameters, beneath the modal.
            lazy: async () => {
              const { ServiceModalFrame } =
                await import('../features/service-detail/pages/service-modal-frame.tsx');
              return { element: <ServiceModalFrame screens={publicScreens} /> };
            },
            children: [
              {
                path: 'service/:id',
                lazy: page(
                  () => import('../features/service-detail/pages/service-detail-page.tsx'),
                ),
              },
            ],
          },
          {
            path: 'subscriptionPlans',
            lazy: page(() => import('../features/subscriptions/pages/subscription-plans-page.tsx')),
          },
          // Static segments outrank this one, so /home, /logIn, /userAdmin … never land here.
          {
            path: ':location',
            lazy: page(() => import('../features/search/pages/location-page.tsx')),
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
            lazy: page(() => import('../features/auth/pages/login-page.tsx')),
          },
          { path: 'signUp', lazy: page(() => import('../features/auth/pages/sign-up-page.tsx')) },
          {
            path: 'forgotPassword',
            lazy: page(() => import('../features/auth/pages/forgot-password-page.tsx')),
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
        lazy: named(
          () => import('./layouts/seller-layout.tsx'),
          (m) => m.SellerLayout,
        ),
        children: [
          {
            index: true,
            loader: () => redirect('/userAdmin/businesses'),
            Component: Redirecting,
          },
          {
            path: 'notifications',
            lazy: page(() => import('../features/notifications/pages/notifications-page.tsx')),
          },
          {
            path: 'subscription',
            lazy: page(() => import('../features/subscriptions/pages/my-subscription-page.tsx')),
          },
          {
            path: 'businesses',
            lazy: page(() => import('../features/businesses/pages/seller-businesses-page.tsx')),
          },
          {
            path: 'businesses/register',
            lazy: page(() => import('../features/businesses/pages/register-business-page.tsx')),
          },
          {
            path: 'businesses/edit/:businessId',
            lazy: page(() => import('../features/businesses/pages/edit-business-page.tsx')),
          },
          {
            path: 'businesses/viewLeads/:businessId',
            lazy: page(() => import('../features/leads/pages/business-leads-page.tsx')),
          },
          {
            path: 'businesses/:businessId/products',
            lazy: page(() => import('../features/products/pages/seller-products-page.tsx')),
          },
          {
            path: 'businesses/:businessId/products/addProduct',
            lazy: page(() => import('../features/products/pages/add-product-page.tsx')),
          },
          {
            path: 'businesses/:businessId/products/edit/:productId',
            lazy: page(() => import('../features/products/pages/edit-product-page.tsx')),
          },
          {
            path: 'businesses/products/leads/:productId',
            lazy: page(() => import('../features/leads/pages/product-leads-page.tsx')),
          },
          {
            path: 'businesses/:businessId/services',
            lazy: page(() => import('../features/services/pages/seller-services-page.tsx')),
          },
          {
            path: 'businesses/:businessId/services/addService',
            lazy: page(() => import('../features/services/pages/add-service-page.tsx')),
          },
          {
            path: 'businesses/:businessId/services/edit/:serviceId',
            lazy: page(() => import('../features/services/pages/edit-service-page.tsx')),
          },
          {
            path: 'businesses/services/leads/:serviceId',
            lazy: page(() => import('../features/leads/pages/service-leads-page.tsx')),
          },
          {
            path: 'editProfile',
            lazy: page(() => import('../features/profile/pages/edit-profile-page.tsx')),
          },
          {
            path: 'editProfile/changePassword',
            lazy: page(() => import('../features/profile/pages/change-password-page.tsx')),
          },
        ],
      },
      {
        id: 'admin',
        path: 'admin',
        // The console's frame and its door (features/admin/admin-loader) load together, so
        // nothing of the console reaches visitors' bundles.
        lazy: async () => {
          const [layout, guard] = await Promise.all([
            import('./layouts/admin-layout.tsx'),
            import('../features/admin/admin-loader.ts'),
          ]);
          return { Component: layout.AdminLayout, loader: guard.adminLoader };
        },
        shouldRevalidate: () => false,
        children: [
          { index: true, lazy: page(() => import('../features/admin/pages/dashboard-page.tsx')) },
          {
            path: 'approvals',
            lazy: page(() => import('../features/admin/pages/approvals-page.tsx')),
          },
          { path: 'plans', lazy: page(() => import('../features/admin/pages/plans-page.tsx')) },
          { path: 'users', lazy: page(() => import('../features/admin/pages/users-page.tsx')) },
          {
            path: 'users/:userId',
            lazy: page(() => import('../features/admin/pages/user-page.tsx')),
          },
          {
            path: 'catalogue',
            lazy: page(() => import('../features/admin/pages/catalog-page.tsx')),
          },
          { path: 'banners', lazy: page(() => import('../features/admin/pages/banners-page.tsx')) },
          { path: 'cities', lazy: page(() => import('../features/admin/pages/cities-page.tsx')) },
          {
            path: 'messages',
            lazy: page(() => import('../features/admin/pages/messages-page.tsx')),
          },
          { path: 'audit', lazy: page(() => import('../features/admin/pages/audit-page.tsx')) },
          { path: '*', loader: () => redirect('/admin'), Component: Redirecting },
        ],
      },
      { path: '*', loader: toHome, Component: Redirecting },
    ],
  },
];

import type { TFunction } from '@/i18n/translate.ts';
import {
  IconBell,
  IconBuildingStore,
  IconChartLine,
  IconCrown,
  IconHome,
  IconLogin2,
  IconLogout,
  IconMessageCircle,
  IconMessages,
  IconStar,
  IconUserEdit,
  type TablerIcon,
} from '@tabler/icons-react';
import { hasPaidPlan, type StoredUserData } from '@/lib/auth-storage.ts';

export type NavItem = { to: string; label: string; icon?: TablerIcon };

/** Public header links; Become a Seller only for visitors. */
export function mainLinks(t: TFunction, isLoggedIn: boolean): NavItem[] {
  return [
    { to: '/home', label: t('nav.home') },
    ...(isLoggedIn ? [] : [{ to: '/signUp', label: t('nav.becomeSeller') }]),
    { to: '/aboutUs', label: t('nav.aboutUs') },
    { to: '/contactUs', label: t('nav.contactUs') },
  ];
}

/**
 * The user menu: My Subscription while a paid plan runs, Subscriptions otherwise (Plan 0, and a
 * plan that has expired, whose holder buys again there); Login or Logout.
 */
export function accountLinks(
  t: TFunction,
  isLoggedIn: boolean,
  userData: StoredUserData | null,
): NavItem[] {
  const noPlan = !isLoggedIn || !hasPaidPlan(userData);
  return [
    // A buyer's own enquiries, no account needed.
    { to: '/myEnquiries', label: t('nav.myEnquiries'), icon: IconMessageCircle },
    { to: '/userAdmin/notifications', label: t('nav.notifications'), icon: IconBell },
    { to: '/userAdmin/businesses', label: t('nav.myBusinesses'), icon: IconBuildingStore },
    noPlan
      ? { to: '/subscriptionPlans', label: t('nav.subscriptions'), icon: IconCrown }
      : { to: '/userAdmin/subscription', label: t('nav.mySubscription'), icon: IconCrown },
    { to: '/userAdmin/editProfile', label: t('nav.editProfile'), icon: IconUserEdit },
    isLoggedIn
      ? { to: '/userAdmin/signOut', label: t('nav.logout'), icon: IconLogout }
      : { to: '/logIn', label: t('nav.login'), icon: IconLogin2 },
  ];
}

/** The seller area's own navigation. */
export function sellerLinks(t: TFunction): NavItem[] {
  return [
    { to: '/home', label: t('nav.home'), icon: IconHome },
    { to: '/userAdmin/notifications', label: t('nav.notifications'), icon: IconBell },
    { to: '/userAdmin/businesses', label: t('nav.myBusiness'), icon: IconBuildingStore },
    { to: '/userAdmin/enquiries', label: t('nav.enquiries'), icon: IconMessages },
    { to: '/userAdmin/reviews', label: t('nav.reviews'), icon: IconStar },
    { to: '/userAdmin/insights', label: t('nav.insights'), icon: IconChartLine },
    { to: '/userAdmin/editProfile', label: t('nav.editProfile'), icon: IconUserEdit },
    { to: '/userAdmin/signOut', label: t('nav.signOut'), icon: IconLogout },
  ];
}

/** Whether `pathname` is at or below `to` (so /userAdmin/businesses/x lights My Business). */
export const isActive = (pathname: string, to: string) =>
  pathname === to || pathname.startsWith(`${to}/`);

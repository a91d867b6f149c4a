import type { TFunction } from '@/i18n/translate.ts';
import {
  IconCategory,
  IconClipboardCheck,
  IconCrown,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMapPin,
  IconMessageReport,
  IconPhoto,
  IconShieldLock,
  IconSpeakerphone,
  IconStar,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { AdminDashboard } from '@haat/shared';

export type AdminLink = { to: string; label: string; icon: TablerIcon; badge?: number };

/** The console's sections, with what waits in each (from the dashboard counts). */
export function adminLinks(t: TFunction, counts: AdminDashboard | undefined): AdminLink[] {
  const pending = counts ? Object.values(counts.pending).reduce((sum, n) => sum + n, 0) : undefined;
  return [
    { to: '/admin', label: t('admin.nav.dashboard'), icon: IconLayoutDashboard },
    {
      to: '/admin/approvals',
      label: t('admin.nav.approvals'),
      icon: IconClipboardCheck,
      badge: pending,
    },
    {
      to: '/admin/plans',
      label: t('admin.nav.plans'),
      icon: IconCrown,
      badge: counts?.openSubscriptionRequests,
    },
    { to: '/admin/users', label: t('admin.nav.users'), icon: IconUsers },
    { to: '/admin/catalogue', label: t('admin.nav.catalogue'), icon: IconCategory },
    { to: '/admin/banners', label: t('admin.nav.banners'), icon: IconPhoto },
    { to: '/admin/cities', label: t('admin.nav.cities'), icon: IconMapPin },
    {
      to: '/admin/messages',
      label: t('admin.nav.messages'),
      icon: IconMail,
      badge: counts?.newContactMessages,
    },
    {
      to: '/admin/reviews',
      label: t('admin.nav.reviews'),
      icon: IconStar,
      badge: counts?.reviewsWaiting,
    },
    // Buyers' posted requirements, routed by hand when nothing matched.
    { to: '/admin/requirements', label: t('admin.nav.requirements'), icon: IconSpeakerphone },
    { to: '/admin/audit', label: t('admin.nav.audit'), icon: IconHistory },
    { to: '/admin/privacy', label: t('admin.nav.privacy'), icon: IconShieldLock },
    { to: '/admin/grievances', label: t('adminGrievances.nav'), icon: IconMessageReport },
  ];
}

/** The dashboard is active only at /admin itself; other sections also below their path. */
export const isAdminLinkActive = (pathname: string, to: string) =>
  to === '/admin'
    ? pathname === '/admin' || pathname === '/admin/'
    : pathname === to || pathname.startsWith(`${to}/`);

import { Anchor, Group } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconWorld,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { PublicBusiness } from '../api.ts';

/** Only http(s) addresses become links; anything else a seller typed is not followed. */
const safeHref = (value: string | null) => {
  if (!value) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

/** The business's website, Facebook and Instagram, where it gave them. */
export function BusinessLinks({ business }: { business: PublicBusiness }) {
  const { t } = useTranslation();
  const links: Array<{ label: string; href: string | null; icon: TablerIcon }> = [
    { label: t('businessDetail.website'), href: safeHref(business.website), icon: IconWorld },
    { label: t('businessDetail.facebook'), href: safeHref(business.fb), icon: IconBrandFacebook },
    {
      label: t('businessDetail.instagram'),
      href: safeHref(business.insta),
      icon: IconBrandInstagram,
    },
  ];
  const shown = links.filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (!shown.length) return null;
  return (
    <Group gap="md" wrap="wrap">
      {shown.map(({ label, href, icon: Icon }) => (
        <Anchor
          key={label}
          href={href}
          target="_blank"
          rel="nofollow ugc noopener noreferrer"
          size="sm"
          fw={600}
          c="peacock.8"
        >
          <Group gap={4} wrap="nowrap" component="span">
            <Icon size={18} aria-hidden />
            {label}
          </Group>
        </Anchor>
      ))}
    </Group>
  );
}

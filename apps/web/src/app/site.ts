import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  type TablerIcon,
} from '@tabler/icons-react';
import { PRODUCT_NAME } from '@haat/shared';

export type SocialLink = { label: string; href: string; icon: TablerIcon };

/**
 * Follow links come from the deployment (VITE_*_URL); only configured ones are shown, because a
 * guessed handle could belong to someone else. Without any, the footer offers share links.
 */
export function followLinks(env: ImportMetaEnv = import.meta.env): SocialLink[] {
  const candidates: Array<[string, string | undefined, TablerIcon]> = [
    ['Facebook', env.VITE_FACEBOOK_URL, IconBrandFacebook],
    ['Instagram', env.VITE_INSTAGRAM_URL, IconBrandInstagram],
    ['X', env.VITE_X_URL, IconBrandX],
    ['YouTube', env.VITE_YOUTUBE_URL, IconBrandYoutube],
    ['LinkedIn', env.VITE_LINKEDIN_URL, IconBrandLinkedin],
  ];
  return candidates
    .filter((entry): entry is [string, string, TablerIcon] => Boolean(entry[1]))
    .map(([label, href, icon]) => ({ label, href, icon }));
}

/** Share-this-site links: they work for every deployment without any account of ours. */
export function shareLinks(siteUrl: string, text: string): SocialLink[] {
  const url = encodeURIComponent(siteUrl);
  const message = encodeURIComponent(`${text} ${siteUrl}`);
  return [
    { label: 'WhatsApp', href: `https://wa.me/?text=${message}`, icon: IconBrandWhatsapp },
    {
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      icon: IconBrandFacebook,
    },
    {
      label: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${url}`,
      icon: IconBrandX,
    },
    {
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      icon: IconBrandLinkedin,
    },
  ];
}

export const SITE_NAME = PRODUCT_NAME;

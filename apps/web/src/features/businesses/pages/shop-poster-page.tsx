import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { shopPath } from '@haat/shared';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { stringsIn, type TFunction } from '@/i18n/index.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { siteUrl } from '@/lib/contact-links.ts';
import type { Language } from '@/lib/language.ts';
import { decodeRouteId } from '@/lib/route-ids.ts';
import { useBusiness } from '../api.ts';
import { ShopPoster } from '../components/shop-poster.tsx';
import classes from '../components/shop-poster.module.css';

const PAPER_SIZES = ['A4', 'A5'] as const;
type PaperSize = (typeof PAPER_SIZES)[number];

/** The poster's strings in the chosen language (its table loaded on demand). */
function usePosterStrings(lang: Language): TFunction | null {
  const [strings, setStrings] = useState<{ lang: Language; t: TFunction } | null>(null);
  useEffect(() => {
    let live = true;
    void stringsIn(lang).then((t) => {
      if (live) setStrings({ lang, t });
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return strings?.lang === lang ? strings.t : null;
}

/**
 * /userAdmin/businesses/{id}/poster: a printable A4 or A5 poster with the shop's
 * name and a QR code to its shop page, in English or Hindi as the seller chooses. Printed with
 * the browser's own print (a print stylesheet, no PDF library): Save as PDF is there too.
 */
export default function ShopPosterPage() {
  const { t, i18n } = useTranslation();
  const { businessId } = useParams();
  const route = businessId ? decodeRouteId(businessId) : null;
  const business = useBusiness(route?._id ?? null);
  const [lang, setLang] = useState<Language>(i18n.language);
  const [paper, setPaper] = useState<PaperSize>('A4');
  const posterT = usePosterStrings(lang);
  const data = business.data;
  const isPublic = Boolean(data?.slug && data.isApproved && data.isActive);

  return (
    <PageShell title={t('poster.title')} subtitle={route?.businessName ?? null}>
      {/* The sheet's size for the browser's print dialog. */}
      <style media="print">{`@page { size: ${paper} portrait; margin: 0; }`}</style>
      {!route || business.isError ? (
        <NotFoundNotice backTo="/userAdmin/businesses" backLabel={t('businesses.backToList')} />
      ) : !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : !isPublic || !data.slug ? (
        <Text>{t('poster.notPublic')}</Text>
      ) : (
        <Stack gap="lg">
          <Group gap="md" align="flex-end">
            <Stack gap={4}>
              <Text size="sm" fw={600} id="poster-language">
                {t('poster.language')}
              </Text>
              <SegmentedControl
                aria-labelledby="poster-language"
                value={lang}
                onChange={(value) => setLang(value as Language)}
                data={[
                  { value: 'en', label: 'English' },
                  { value: 'hi', label: 'हिन्दी' },
                ]}
              />
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600} id="poster-paper">
                {t('poster.paper')}
              </Text>
              <SegmentedControl
                aria-labelledby="poster-paper"
                value={paper}
                onChange={(value) => setPaper(value as PaperSize)}
                data={PAPER_SIZES.map((size) => ({ value: size, label: size }))}
              />
            </Stack>
            <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
              {t('poster.print')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('poster.hint')}
          </Text>
          <div className={classes.preview}>
            {posterT ? (
              <ShopPoster
                name={data.name}
                city={data.city}
                url={siteUrl(shopPath(data.slug))}
                t={posterT}
                lang={lang}
              />
            ) : (
              <Loader />
            )}
          </div>
          <Group>
            <Button
              component={Link}
              to="/userAdmin/businesses"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('businesses.backToList')}
            </Button>
          </Group>
        </Stack>
      )}
    </PageShell>
  );
}

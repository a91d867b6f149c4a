import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ALL_OVER_INDIA, PRODUCT_NAME } from '@haat/shared';
import { BannerCarousel } from '@/components/banner-carousel/banner-carousel.tsx';
import { RequirementEntry } from '@/entities/requirement/requirement-entry.tsx';
import { SearchBar } from '@/entities/search/search-bar.tsx';
import { useChosenLocation } from '@/lib/auth-storage.ts';
import { bannerImages } from '@/lib/local-name.ts';
import { useHomeBanners } from '../api.ts';
import {
  ProductHighlightsRow,
  PromotedRows,
  TopServicesRow,
  TopSubCategoriesRow,
} from '../components/home-rows.tsx';
import { LazySection } from '../components/lazy-section.tsx';
import { TrendingStrip } from '../components/trending-strip.tsx';
import classes from './home-page.module.css';

/**
 * /home and /aboutUs: the search bar, the city's banners, the trending service
 * categories, then rows of sub-categories, products, new arrivals, services and promoted
 * sub-categories. Only the top of the page asks for data at first; each row below asks for its
 * own as the visitor scrolls towards it (features/landing/components/lazy-section.tsx).
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const city = useChosenLocation();
  const banners = useHomeBanners(city);
  const allIndia = city === ALL_OVER_INDIA;

  return (
    <>
      <section className={classes.hero} aria-labelledby="home-title">
        <Container size="xl" className={classes.heroInner}>
          <div className={classes.heading}>
            <Title order={1} id="home-title" className={classes.title}>
              {PRODUCT_NAME}
            </Title>
            <Text className={classes.tagline}>{t('app.tagline')}</Text>
          </div>
          <Text className={classes.lead}>
            {allIndia ? t('landing.title') : t('landing.titleIn', { city })}
          </Text>
          <SearchBar size="lg" />
          {/* A need the search may not find goes to nearby sellers instead. */}
          <RequirementEntry variant="onColor" />
        </Container>
      </section>
      <Container size="xl" w="100%" className={classes.content}>
        <BannerCarousel
          images={bannerImages(banners.data, i18n.language)}
          loading={banners.isPending}
          label={t('landing.title')}
        />
        <TrendingStrip />
        <LazySection minHeight={180} margin={200}>
          <TopSubCategoriesRow city={city} />
        </LazySection>
        <LazySection minHeight={520}>
          <ProductHighlightsRow city={city} sort="trending" />
        </LazySection>
        <LazySection minHeight={520}>
          <ProductHighlightsRow city={city} sort="new arrivals" />
        </LazySection>
        <LazySection minHeight={460}>
          <TopServicesRow city={city} />
        </LazySection>
        <LazySection minHeight={520}>
          <PromotedRows city={city} />
        </LazySection>
      </Container>
    </>
  );
}

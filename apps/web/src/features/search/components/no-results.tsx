import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ALL_OVER_INDIA, type CategoryType, type SearchAlternatives } from '@haat/shared';
import { EmptyState } from '@/components/empty-state.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { localName } from '@/lib/local-name.ts';
import { locationPath } from '@/lib/location-segment.ts';
import { writeListingParams, type ListingParams } from '@/lib/listing-params.ts';
import { categoryPath, subCategoryPath } from '@/lib/route-ids.ts';

type Props = {
  /** The words searched (as the server read them). */
  search: string;
  params: ListingParams;
  alternatives?: SearchAlternatives;
  /** Runs a search with other words on this page (Did you mean …). */
  onSearch(text: string): void;
};

/**
 * A search with no result: the spec's words 'No result found', then what the server
 * offers instead, as links: a corrected spelling, the same words All Over India (n), and the
 * categories whose names match. Loaded only when a search finds nothing.
 */
export function NoResults({ search, params, alternatives, onSearch }: Props) {
  const { t, i18n } = useTranslation();
  const { didYouMean, allIndiaTotal, categories = [] } = alternatives ?? {};
  const hasAlternatives = Boolean(didYouMean || allIndiaTotal || categories.length);
  const allIndiaPath = locationPath(
    ALL_OVER_INDIA,
    writeListingParams({ ...params, searchQuery: search, locality: undefined }),
  );
  return (
    <EmptyState
      title={t('msg.noResultFound')}
      action={
        hasAlternatives ? (
          <Stack gap={6} align="center" mt="xs" data-testid="search-alternatives">
            <Text size="sm" c="dimmed">
              {t('searchBar.tryInstead')}
            </Text>
            {didYouMean ? (
              <Anchor component="button" type="button" onClick={() => onSearch(didYouMean)}>
                {t('searchBar.didYouMean', { search: didYouMean })}
              </Anchor>
            ) : null}
            {allIndiaTotal ? (
              <Anchor component={Link} to={allIndiaPath}>
                {t('searchBar.allIndia', { search, count: allIndiaTotal })}
              </Anchor>
            ) : null}
            {categories.length ? (
              <Group gap="md" justify="center">
                {categories.map((category) => {
                  const name = localName(i18n.language, category.name, category.nameHi);
                  const type: CategoryType = category.type;
                  const to =
                    category.level === 'category'
                      ? categoryPath({ _id: category.id, category: category.name }, type)
                      : subCategoryPath({ _id: category.id, subCategory: category.name }, type);
                  return (
                    <Anchor key={`${category.level}-${category.id}`} component={Link} to={to}>
                      {name}
                    </Anchor>
                  );
                })}
              </Group>
            ) : null}
          </Stack>
        ) : null
      }
    />
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import field from '@/components/plain-field/plain-field.module.css';
import { useTranslation } from '@/i18n/use-translation.ts';
import classes from './shop-search.module.css';

/** The address's parameter holding the words searched inside a shop. */
export const SHOP_SEARCH_PARAM = 'search';

/** The words searched inside the shop, as the address holds them ('' for none). */
export function useShopSearch() {
  const [params] = useSearchParams();
  return (params.get(SHOP_SEARCH_PARAM) ?? '').trim();
}

/**
 * Search inside the shop: the words go to the address (?search=…), so a search
 * can be shared and the server draws it. A plain GET form to this page as well, which works on
 * a page the server drew before the app has taken it over. A plain field, not Mantine's input,
 * for the page's first-view budget (decision 014).
 */
export function ShopSearch({ name }: { name: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current = params.get(SHOP_SEARCH_PARAM) ?? '';
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  // Back or a link changes the address's words: the field follows.
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = value.trim();
    const next = new URLSearchParams(params);
    if (words) next.set(SHOP_SEARCH_PARAM, words);
    else next.delete(SHOP_SEARCH_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <form role="search" method="get" onSubmit={submit} className={classes.form}>
      <div className={`${field.field} ${classes.field}`} data-size="sm">
        <input
          className={field.control}
          type="search"
          name={SHOP_SEARCH_PARAM}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={t('shop.searchPlaceholder')}
          aria-label={t('shop.searchLabel', { name })}
          enterKeyHint="search"
        />
      </div>
      <Button type="submit" size="sm" leftSection={<IconSearch size={16} />}>
        {t('shop.search')}
      </Button>
    </form>
  );
}

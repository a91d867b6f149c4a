import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { BrandsPanel } from '../components/brands-panel.tsx';
import { CategoriesPanel } from '../components/categories-panel.tsx';
import { ColorsPanel } from '../components/colors-panel.tsx';

const TABS = ['categories', 'brands', 'colors'] as const;
type Tab = (typeof TABS)[number];

/** /admin/catalogue: categories with their sub-categories, brands and colours. */
export default function CatalogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'categories';

  return (
    <AdminPage title={t('admin.catalog.title')} subtitle={t('admin.catalog.subtitle')}>
      <Tabs
        value={tab}
        onChange={(value) => value && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`admin.catalog.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="categories">
          <CategoriesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="brands">
          <BrandsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="colors">
          <ColorsPanel />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

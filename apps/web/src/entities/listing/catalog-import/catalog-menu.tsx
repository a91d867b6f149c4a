import { lazy, Suspense, useState } from 'react';
import { Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconUpload,
} from '@tabler/icons-react';
import type { CatalogKind, TableFormat } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { downloadTemplate, exportListings } from './api.ts';

const ImportDialog = lazy(() =>
  import('./import-dialog.tsx').then((module) => ({ default: module.ImportDialog })),
);

type Props = { kind: CatalogKind; fkBusinessId: string };

/**
 * The products or services page's file tools: download the template, export every
 * listing, import a file (its dialog loads when first opened).
 */
export function CatalogMenu({ kind, fkBusinessId }: Props) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  const [opened, setOpened] = useState(false);
  const downloads = useSingleFlight();
  // A failed download shows the server's message (the client's toast); nothing else to do.
  const fetchFile = (load: () => Promise<void>) =>
    void downloads.run(() => load().catch(() => undefined));
  const formats: Array<{ format: TableFormat; label: string }> = [
    { format: 'csv', label: 'CSV' },
    { format: 'xlsx', label: 'Excel' },
  ];

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
            rightSection={<IconChevronDown size={14} />}
          >
            {t('catalogueImport.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconUpload size={16} />}
            onClick={() => {
              setImporting(true);
              setOpened(true);
            }}
          >
            {t(`catalogueImport.import.${kind}`)}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('catalogueImport.template')}</Menu.Label>
          {formats.map(({ format, label }) => (
            <Menu.Item
              key={`template-${format}`}
              leftSection={<IconDownload size={16} />}
              onClick={() => fetchFile(() => downloadTemplate(kind, format))}
            >
              {t('catalogueImport.templateAs', { format: label })}
            </Menu.Item>
          ))}
          <Menu.Label>{t(`catalogueImport.export.${kind}`)}</Menu.Label>
          {formats.map(({ format, label }) => (
            <Menu.Item
              key={`export-${format}`}
              leftSection={<IconDownload size={16} />}
              onClick={() => fetchFile(() => exportListings(kind, fkBusinessId, format))}
            >
              {t('catalogueImport.exportAs', { format: label })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog
            kind={kind}
            fkBusinessId={fkBusinessId}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}

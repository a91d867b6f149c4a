import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_IMPORT_LIMITS, type CatalogKind, type ImportReport } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { sellerRoots } from '@/lib/seller-cache.ts';
import { showToast } from '@/lib/toast.ts';
import { checkImport, runImport, tableFormatOf, useImportProgress } from './api.ts';
import { localizeImportText } from './import-messages.ts';
import { hasWrites, ImportReportView } from './import-report.tsx';

type Props = {
  kind: CatalogKind;
  fkBusinessId: string;
  opened: boolean;
  onClose: () => void;
};

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'checking' }
  | { name: 'report'; report: ImportReport }
  | { name: 'importing'; report: ImportReport };

/**
 * Import a CSV or Excel file of products or services: the seller picks a file, the server checks
 * every row and answers a report before anything is written; with no problem the seller confirms
 * and watches the import's progress; with problems they fix the file and choose it again.
 */
export function ImportDialog({ kind, fkBusinessId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const progress = useImportProgress(step.name === 'importing');
  const busy = step.name === 'checking' || step.name === 'importing';

  const failed = (error: unknown) =>
    setStep({
      name: 'choose',
      error:
        isApiError(error) && error.message
          ? localizeImportText(error.message)
          : t('catalogueImport.failed'),
    });

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return setStep({ name: 'choose' });
    if (!tableFormatOf(chosen.name)) {
      return setStep({ name: 'choose', error: t('importMsg.wrongType') });
    }
    if (chosen.size > CATALOG_IMPORT_LIMITS.bytes) {
      return setStep({ name: 'choose', error: t('importMsg.tooLarge') });
    }
    setStep({ name: 'checking' });
    try {
      setStep({ name: 'report', report: await checkImport(kind, fkBusinessId, chosen) });
    } catch (error) {
      failed(error);
    }
  };

  const confirm = async (report: ImportReport) => {
    if (!file) return;
    setStep({ name: 'importing', report });
    try {
      const result = await runImport(kind, fkBusinessId, file);
      // The list and its counts, and the business cards' counts.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerRoots[`${kind}s`] }),
        queryClient.invalidateQueries({ queryKey: sellerRoots.businesses }),
      ]);
      showToast('success', t('importMsg.imported', { ...result }));
      close();
    } catch (error) {
      failed(error);
    }
  };

  const close = () => {
    setFile(null);
    setStep({ name: 'choose' });
    onClose();
  };

  const total = step.name === 'importing' ? step.report.creates + step.report.updates : 0;
  const done = progress?.kind === kind ? Math.min(progress.done, total) : 0;

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && close()}
      title={t(`catalogueImport.title.${kind}`)}
      size="lg"
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(`catalogueImport.intro.${kind}`, {
            rows: CATALOG_IMPORT_LIMITS.rows.toLocaleString('en-IN'),
          })}
        </Text>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t('catalogueImport.noImages')}
        </Alert>
        <FileInput
          label={t('catalogueImport.file')}
          placeholder={t('catalogueImport.choose')}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          leftSection={<IconFileSpreadsheet size={18} />}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          disabled={busy}
          clearable={!busy}
        />
        {step.name === 'choose' && step.error && (
          <Alert color="red" role="alert" title={t('catalogueImport.refused')}>
            {step.error}
          </Alert>
        )}
        {step.name === 'checking' && (
          <Stack gap={4}>
            <Text size="sm">{t('catalogueImport.checking')}</Text>
            <Progress value={100} animated striped aria-label={t('catalogueImport.checking')} />
          </Stack>
        )}
        {step.name === 'report' && <ImportReportView kind={kind} report={step.report} />}
        {step.name === 'importing' && (
          <Stack gap={4}>
            <Text size="sm" aria-live="polite">
              {t('catalogueImport.importing', { done, total })}
            </Text>
            <Progress
              value={total ? Math.max(3, (done / total) * 100) : 100}
              animated
              striped
              aria-label={t('catalogueImport.importing', { done, total })}
            />
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('catalogueImport.cancel')}
          </Button>
          {step.name === 'report' && step.report.problemCount === 0 && hasWrites(step.report) && (
            <Button onClick={() => void confirm(step.report)}>
              {t('catalogueImport.confirm', { count: step.report.creates + step.report.updates })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

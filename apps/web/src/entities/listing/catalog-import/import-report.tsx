import { Alert, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { CatalogKind, ImportReport } from '@haat/shared';
import { useTranslation } from '@/i18n/use-translation.ts';
import { problemText } from './import-messages.ts';

type Props = { kind: CatalogKind; report: ImportReport };

/** Whether confirming the report would write anything: rows to add or to update. */
export const hasWrites = (report: ImportReport) => report.creates + report.updates > 0;

/**
 * What the check found: every problem by row (as the spreadsheet numbers it), column and message,
 * or what the import would add and update.
 */
export function ImportReportView({ kind, report }: Props) {
  const { t } = useTranslation();
  if (report.problemCount === 0) {
    // Rows holding what the seller last submitted are skipped: a re-imported export
    // has nothing to import.
    if (!hasWrites(report)) {
      return (
        <Alert
          color="blue"
          icon={<IconCircleCheck size={18} />}
          title={t('catalogueImport.noChanges')}
        >
          {t('catalogueImport.noChangesText', {
            rows: t('catalogueImport.rowsChecked', { count: report.rows }),
          })}
        </Alert>
      );
    }
    return (
      <Alert color="teal" icon={<IconCircleCheck size={18} />} title={t('catalogueImport.ready')}>
        <Stack gap={4}>
          <Text size="sm">
            {t('catalogueImport.readyText', {
              rows: t('catalogueImport.rowsChecked', { count: report.rows }),
              creates: t(`catalogueImport.newListings.${kind}`, { count: report.creates }),
              updates: t('catalogueImport.updates', { count: report.updates }),
            })}
          </Text>
          {report.unchanged > 0 && (
            <Text size="sm">{t('catalogueImport.unchanged', { count: report.unchanged })}</Text>
          )}
          {report.replacesPending > 0 && (
            <Text size="sm" fw={600}>
              {t('catalogueImport.replacesPending', { count: report.replacesPending })}
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title={t('catalogueImport.problems', { count: report.problemCount })}
      >
        {t('catalogueImport.problemsText')}
      </Alert>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table striped withTableBorder fz="sm" aria-label={t('catalogueImport.reportLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogueImport.row')}</Table.Th>
              <Table.Th>{t('catalogueImport.column')}</Table.Th>
              <Table.Th>{t('catalogueImport.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.problems.map((problem, index) => (
              <Table.Tr key={`${problem.row}-${problem.column}-${index}`}>
                <Table.Td>{problem.row ?? '—'}</Table.Td>
                <Table.Td>{problem.column ?? '—'}</Table.Td>
                <Table.Td>{problemText(problem)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {report.problemCount > report.problems.length && (
        <Text size="sm" c="dimmed">
          {t('catalogueImport.moreProblems', {
            shown: report.problems.length,
            count: report.problemCount,
          })}
        </Text>
      )}
    </>
  );
}

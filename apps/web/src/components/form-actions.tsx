import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  /** Some photos of a saved form did not upload: say so and offer to send them again. */
  failedUploads: boolean;
  onRetry: () => void;
};

/** The end of a seller form: the upload warning with a retry, Cancel and the submit button. */
export function FormActions({ busy, submitLabel, onCancel, failedUploads, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {failedUploads && !busy ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('imageUploader.notSavedTitle')}
          data-testid="uploads-failed"
        >
          <Stack gap="xs" align="flex-start">
            {t('imageUploader.notSavedText')}
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              onClick={onRetry}
            >
              {t('imageUploader.retryAll')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('workspace.cancel')}
        </Button>
        <Button type="submit" loading={busy} miw={140}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}

import { useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { downloadMyData } from './account-data-api.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/**
 * "Your data": the copy of the account's data, and deleting the account. On Edit Profile, and on
 * the plans page for a seller without a running plan (who cannot enter the seller area).
 */
export function YourDataSection({ phoneNo }: { phoneNo: string }) {
  const { t } = useTranslation();
  const download = useSingleFlight();
  const [deleting, setDeleting] = useState(false);

  const save = () =>
    download.run(async () => {
      try {
        await downloadMyData();
      } catch {
        showToast('error', t('accountData.downloadFailed'));
      }
    });

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="your-data">
      <Stack gap="sm">
        <Title order={2} fz="md" id="your-data">
          {t('accountData.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('accountData.intro')}
        </Text>
        <Stack gap={4}>
          <Button
            variant="light"
            leftSection={<IconDownload size={18} />}
            loading={download.busy}
            onClick={() => void save()}
            fullWidth
          >
            {t('accountData.download')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('accountData.downloadHint')}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} />}
          onClick={() => setDeleting(true)}
          fullWidth
        >
          {t('accountData.delete')}
        </Button>
      </Stack>
      <DeleteAccountDialog opened={deleting} phoneNo={phoneNo} onClose={() => setDeleting(false)} />
    </Card>
  );
}

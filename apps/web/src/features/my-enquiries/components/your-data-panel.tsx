import { useState } from 'react';
import { Alert, Button, Card, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { downloadBuyerData, eraseBuyerPhone } from '../buyer-data-api.ts';

type Props = {
  proof: string;
  /** The phone is erased: the page forgets the proof and says so. */
  onErased: () => void;
};

/**
 * My enquiries' "Your data": a copy of everything Haat keeps about the proved phone (a ZIP), and
 * its erasure after a dialog that says what stays with sellers and what goes.
 */
export function YourDataPanel({ proof, onErased }: Props) {
  const { t } = useTranslation();
  const { busy, run } = useSingleFlight();
  const [asking, setAsking] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);

  const download = () =>
    run(async () => {
      setDownloadFailed(null);
      try {
        await downloadBuyerData(proof);
      } catch (error) {
        setDownloadFailed(
          isApiError(error) && error.message
            ? localizeMessage(error.message)
            : t('buyerData.downloadFailed'),
        );
      }
    });

  const erase = () =>
    run(async () => {
      try {
        await eraseBuyerPhone(proof);
      } catch {
        return; // the API client has shown the server's message
      }
      setAsking(false);
      onErased();
    });

  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="your-data">
      <Stack gap="sm">
        <Title order={2} fz="md" id="your-data">
          {t('buyerData.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('buyerData.intro')}
        </Text>
        <Stack gap={4} align="flex-start">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={busy && !asking}
            disabled={busy}
            onClick={() => void download()}
          >
            {t('buyerData.download')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('buyerData.downloadHint')}
          </Text>
          {downloadFailed ? (
            <Alert color="red" variant="light" role="alert" py="xs">
              {downloadFailed}
            </Alert>
          ) : null}
        </Stack>
        <Stack gap={4} align="flex-start">
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t('buyerData.erase')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('buyerData.eraseHint')}
          </Text>
        </Stack>
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={<Text fw={700}>{t('buyerData.confirmTitle')}</Text>}
        centered
      >
        <Stack gap="md">
          <List size="sm" spacing={6}>
            <List.Item>{t('buyerData.confirmSellers')}</List.Item>
            <List.Item>{t('buyerData.confirmReviews')}</List.Item>
            <List.Item>{t('buyerData.confirmRest')}</List.Item>
          </List>
          <Text size="sm" fw={700}>
            {t('buyerData.confirmFinal')}
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setAsking(false)} disabled={busy}>
              {t('buyerData.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void erase()}>
              {t('buyerData.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

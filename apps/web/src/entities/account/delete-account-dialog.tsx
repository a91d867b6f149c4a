import { useState } from 'react';
import { Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { displayPhone } from '@haat/shared';
import { OtpStep } from '@/entities/otp/otp-step.tsx';
import { useOtpSender } from '@/entities/otp/api.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { clearStorage } from '@/lib/auth-storage.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { requestAccountDeletion, useDeletionTerms } from './account-data-api.ts';

/** What the login page reads from the navigation to say until when signing in cancels it. */
export type DeletionRequestedState = { deletionDueAt: string };

type Props = { opened: boolean; phoneNo: string; onClose: () => void };

/**
 * Deleting the account: what happens and the grace period, then a code to the account's phone
 * (type DeleteAccount), then the request. The seller is signed out everywhere by it, so the
 * dialog ends on the login page, which says until when signing in cancels it.
 */
export function DeleteAccountDialog({ opened, phoneNo, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const otp = useOtpSender('DeleteAccount');
  const sending = useSingleFlight();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const graceDays = useDeletionTerms(opened).data?.graceDays;

  const close = () => {
    setSentAt(null);
    onClose();
  };

  const sendCode = () =>
    sending.run(async () => {
      try {
        setSentAt((await otp.send(phoneNo)).sentAt);
      } catch {
        // The client showed why ('Please wait … seconds').
      }
    });

  const confirm = async () => {
    try {
      const { dueAt } = await requestAccountDeletion();
      // The server ended every session: this browser forgets its own.
      clearStorage();
      const state: DeletionRequestedState = { deletionDueAt: dueAt };
      navigate('/logIn', { replace: true, state });
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t('accountData.dialogTitle')} centered>
      {sentAt === null ? (
        <Stack gap="md">
          <Text fw={600} size="sm">
            {t('accountData.whatHappens')}
          </Text>
          <List size="sm" spacing="xs">
            <List.Item>{t('accountData.stepSignedOut')}</List.Item>
            {graceDays === undefined ? (
              <List.Item>
                <Loader size="xs" type="dots" aria-label={t('app.loading')} />
              </List.Item>
            ) : (
              <List.Item>{t('accountData.stepGrace', { days: graceDays })}</List.Item>
            )}
            <List.Item>{t('accountData.stepErased')}</List.Item>
            <List.Item>{t('accountData.stepEnquiries')}</List.Item>
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('accountData.cancel')}
            </Button>
            <Button
              color="red"
              loading={sending.busy}
              disabled={graceDays === undefined}
              onClick={() => void sendCode()}
            >
              {t('accountData.sendCode', { phone: displayPhone(phoneNo) })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('accountData.codeTitle')}</Text>
          <OtpStep
            phoneNo={phoneNo}
            type="DeleteAccount"
            sentAt={sentAt}
            onResent={(at) => {
              otp.markSent(phoneNo, at);
              setSentAt(at);
            }}
            onVerified={confirm}
          />
          <Button variant="default" onClick={close}>
            {t('accountData.cancel')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

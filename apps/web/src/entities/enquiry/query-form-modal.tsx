import { useEffect, useMemo, useState } from 'react';
import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useAuth } from '@/lib/auth-storage.ts';
import type { QueryTarget, QueryValues } from './api.ts';
import { EnquiryReceipt, receiptTitle } from './enquiry-receipt.tsx';
import { QueryForm } from './query-form.tsx';

export type { QueryTarget };

/** 'Send Query' on products and businesses, 'Send Enquiry' on services. */
export type QueryVariant = 'query' | 'enquiry';

// A visitor who chose to continue as a guest is not asked again until the page reloads.
let guestChosen = false;
/** For tests: forget the guest choice. */
export const resetGuestChoice = () => {
  guestChosen = false;
};

type Props = {
  /** The listing asked about; null keeps the modal closed. */
  target: QueryTarget | null;
  variant?: QueryVariant;
  onClose: () => void;
};

/**
 * The query form in a modal, with its form rules. A logged-out visitor first sees 'Register Now
 * or Login to Continue' with links to /logIn and /signUp; dismissing it continues as a guest,
 * since sending a query never needs an account. Full screen on phones.
 */
export function QueryFormModal({ target, variant = 'query', onClose }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { isLoggedIn, userData } = useAuth();
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const [asGuest, setAsGuest] = useState(guestChosen);
  const opened = target !== null;
  const prompt = opened && !isLoggedIn && !asGuest;
  // Once sent, the form gives way to the receipt until the modal closes.
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!opened) setSent(false);
  }, [opened]);

  const continueAsGuest = () => {
    guestChosen = true;
    setAsGuest(true);
  };
  const prefill = useMemo<Partial<QueryValues>>(
    () =>
      isLoggedIn && userData
        ? {
            contactPerson: userData.name ?? '',
            phoneNo: userData.phoneNo ?? '',
            email: userData.email ?? '',
          }
        : {},
    [isLoggedIn, userData],
  );
  const title = sent
    ? receiptTitle(t)
    : t(variant === 'enquiry' ? 'queryForm.sendEnquiry' : 'queryForm.sendQuery');
  const back = encodeURIComponent(`${pathname}${search}`);

  return (
    <>
      <Modal
        opened={prompt}
        onClose={continueAsGuest}
        title={<Text fw={700}>{t('msg.registerOrLogin')}</Text>}
        centered
        radius="lg"
        closeButtonProps={{ 'aria-label': t('queryForm.notNow') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('queryForm.loginText')}</Text>
          <Stack gap="xs">
            <Button component={Link} to={`/logIn?redirectTo=${back}`} onClick={onClose}>
              {t('queryForm.login')}
            </Button>
            <Button component={Link} to="/signUp" variant="light" onClick={onClose}>
              {t('queryForm.registerNow')}
            </Button>
            <Button variant="subtle" color="gray" onClick={continueAsGuest}>
              {t('queryForm.continueAsGuest')}
            </Button>
          </Stack>
        </Stack>
      </Modal>
      <Modal
        opened={opened && !prompt}
        onClose={onClose}
        title={
          <Stack gap={0}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            {target ? (
              <Text size="sm" c="dimmed" lineClamp={1}>
                {t('queryForm.about', { name: target.name })}
              </Text>
            ) : null}
          </Stack>
        }
        fullScreen={fullScreen}
        centered
        radius={fullScreen ? 0 : 'lg'}
        size="lg"
        closeButtonProps={{ 'aria-label': t('queryForm.close') }}
      >
        {target && sent ? <EnquiryReceipt target={target} onDone={onClose} /> : null}
        {target && !sent ? (
          <QueryForm
            target={target}
            prefill={prefill}
            onSent={() => setSent(true)}
            onCancel={onClose}
          />
        ) : null}
      </Modal>
    </>
  );
}

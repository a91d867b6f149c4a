import { useEffect, useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { BUYER_DATA_MSG, BUYER_MSG, displayPhone } from '@haat/shared';
import { PageShell } from '@/components/page-shell.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';
import { showToast } from '@/lib/toast.ts';
import {
  myEnquiriesQuery,
  myRequirementsQuery,
  useMyEnquiries,
  useMyRequirements,
} from '../api.ts';
import { ConsentsPanel } from '../components/consents-panel.tsx';
import { MyEnquiryCard } from '../components/my-enquiry-card.tsx';
import { MyRequirements } from '../components/my-requirements.tsx';
import { ProvePhone } from '../components/prove-phone.tsx';
import { YourDataPanel } from '../components/your-data-panel.tsx';
import { forgetProof, readProof, storeProof, type StoredProof } from '@/lib/buyer-proof.ts';
import { loadBuyerStrings } from '@/lib/buyer-strings.ts';
import { loadRequirementStrings } from '@/lib/requirement-strings.ts';

loadBuyerStrings();
loadRequirementStrings();

/**
 * /myEnquiries: a buyer proves their phone with a code, then sees the requirements
 * it posted and every enquiry it sent, newest first, with the seller's progress and contact, and an invitation to rate a
 * seller who made contact a few days ago (the business page's review form, which takes the
 * day's proof instead of a second code). The proof stays for the tab (sessionStorage, a day at
 * most); Sign out forgets it.
 */
export default function MyEnquiriesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('myEnquiries.title'));
  const queryClient = useQueryClient();
  // Read after the first render: the server draws this page without the tab's storage, and the
  // browser's first render must agree with it (a skeleton until then).
  const [proof, setProof] = useState<StoredProof | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setProof(readProof());
    setMounted(true);
  }, []);
  const [lapsed, setLapsed] = useState(false);
  const [erased, setErased] = useState(false);
  const list = useMyEnquiries(proof);
  const requirements = useMyRequirements(proof);

  const proved = (next: StoredProof) => {
    storeProof(next);
    setLapsed(false);
    setErased(false);
    setProof(next);
  };
  const signOut = () => {
    forgetProof();
    if (proof) {
      // The phone's enquiries and requirements go with its proof.
      queryClient.removeQueries({ queryKey: myEnquiriesQuery(proof).queryKey });
      queryClient.removeQueries({ queryKey: myRequirementsQuery(proof).queryKey });
    }
    setProof(null);
    showToast('info', t('myEnquiries.signedOut'));
  };
  // The phone is erased: its proof and lists go, and the page says it is done.
  const forgetErased = () => {
    signOut();
    setErased(true);
  };

  // The proof ran out (a day) or was refused: back to the code, with the server's words.
  const refusedBy = (query: { isError: boolean; error: unknown }) =>
    query.isError && isApiError(query.error) && query.error.code === 403;
  const refused = refusedBy(list) || refusedBy(requirements);
  useEffect(() => {
    if (!refused) return;
    forgetProof();
    setLapsed(true);
    setProof(null);
  }, [refused]);

  return (
    <PageShell title={t('myEnquiries.title')}>
      {!mounted ? (
        <Skeleton height={220} radius="lg" maw={480} />
      ) : !proof ? (
        <Stack gap="md">
          {erased ? (
            <Alert color="green" variant="light" role="status" maw={480}>
              {localizeMessage(BUYER_DATA_MSG.erased)}
            </Alert>
          ) : null}
          {lapsed ? (
            <Alert color="orange" variant="light" role="alert" maw={480}>
              {localizeMessage(BUYER_MSG.proofNeeded)}
            </Alert>
          ) : null}
          <ProvePhone onProved={proved} />
        </Stack>
      ) : (
        <Stack gap="md" maw={720}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>
              {t('myEnquiries.signedInAs', { phone: displayPhone(proof.phoneNo) })}
            </Text>
            <Button variant="default" size="xs" onClick={signOut}>
              {t('myEnquiries.signOut')}
            </Button>
          </Group>
          <MyRequirements
            requirements={requirements.data}
            pending={requirements.isPending}
            failed={requirements.isError}
          />
          {requirements.data?.length ? (
            <Title order={2} fz="lg" mt="xs">
              {t('myRequirements.enquiries')}
            </Title>
          ) : null}
          {list.isPending ? (
            <Stack gap="md" aria-busy>
              <Skeleton height={180} radius="lg" />
              <Skeleton height={180} radius="lg" />
            </Stack>
          ) : list.isError ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('myEnquiries.failed')}</Text>
                <Button size="xs" variant="light" onClick={() => void list.refetch()}>
                  {t('myEnquiries.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : list.data.enquiries.length === 0 ? (
            <Text c="dimmed">{t('myEnquiries.empty')}</Text>
          ) : (
            list.data.enquiries.map((enquiry) => (
              <MyEnquiryCard key={enquiry._id} enquiry={enquiry} />
            ))
          )}
          <ConsentsPanel proof={proof.proof} />
          <YourDataPanel proof={proof.proof} onErased={forgetErased} />
        </Stack>
      )}
    </PageShell>
  );
}

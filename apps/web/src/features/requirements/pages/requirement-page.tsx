import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { BUYER_MSG, REQUIREMENT_MSG, type BuyerRequirement } from '@haat/shared';
import { PageShell } from '@/components/page-shell.tsx';
import { POST_REQUIREMENT_PATH } from '@/entities/requirement/requirement-entry.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { forgetProof, readProof, type StoredProof } from '@/lib/buyer-proof.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';
import { openConfirmModal } from '@/lib/modals.ts';
import { loadRequirementStrings } from '@/lib/requirement-strings.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { closeRequirement, requirementKey, useRequirement } from '../api.ts';
import { RequirementSellerCard } from '../components/requirement-seller-card.tsx';
import { RequirementSummary } from '../components/requirement-summary.tsx';
import classes from '../components/requirement.module.css';

loadRequirementStrings();

/** Still reaching sellers: the buyer may close it. */
const isOpen = (requirement: BuyerRequirement) =>
  requirement.status !== 'closed' && requirement.status !== 'removed';

/** What stands where the sellers would when none has it (yet, or any more). */
function StateNote({ requirement }: { requirement: BuyerRequirement }) {
  const { t } = useTranslation();
  const text =
    requirement.status === 'held'
      ? localizeMessage(REQUIREMENT_MSG.held)
      : requirement.status === 'closed'
        ? t('requirementPage.closedText')
        : requirement.status === 'removed'
          ? t('requirementPage.removedText')
          : requirement.sellers.length === 0
            ? localizeMessage(REQUIREMENT_MSG.unmatched)
            : null;
  if (!text) return null;
  return (
    <Alert
      color={
        requirement.status === 'removed'
          ? 'red'
          : requirement.status === 'closed'
            ? 'gray'
            : 'orange'
      }
      variant="light"
    >
      {text}
    </Alert>
  );
}

type ViewProps = {
  requirement: BuyerRequirement;
  closing: boolean;
  onClose: (requirement: BuyerRequirement) => void;
};

/** The requirement, its sellers, and what the buyer can do next. */
function RequirementView({ requirement, closing, onClose }: ViewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={720}>
      <RequirementSummary requirement={requirement} />
      <StateNote requirement={requirement} />
      {requirement.sellers.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="requirement-sellers">
          <Title order={2} fz="lg" id="requirement-sellers">
            {t('requirementPage.sellers')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('requirementPage.sellersHint')}
          </Text>
          <ul className={classes.sellers} aria-labelledby="requirement-sellers">
            {requirement.sellers.map((seller) => (
              <RequirementSellerCard key={seller._id} seller={seller} />
            ))}
          </ul>
        </Stack>
      ) : null}
      {isOpen(requirement) ? (
        <Button
          variant="outline"
          color="teal.8"
          leftSection={<IconCircleCheck size={18} aria-hidden />}
          loading={closing}
          onClick={() => onClose(requirement)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('requirementPage.close')}
        </Button>
      ) : null}
      <Group gap="lg" wrap="wrap">
        <Anchor component={Link} to="/myEnquiries" size="sm">
          {t('requirementPage.allMine')}
        </Anchor>
        <Anchor component={Link} to={POST_REQUIREMENT_PATH} size="sm">
          {t('requirementPage.another')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * /requirement/{id}: a posted requirement as its buyer sees it, read with the phone's
 * proof kept in this tab (the form keeps it, My enquiries too): the need, where it stands, the
 * sellers it went to with Call and WhatsApp and who responded, and "I found what I needed",
 * which closes it. Without a proof the buyer is sent to My enquiries to prove the phone.
 */
export default function RequirementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('requirementPage.title'));
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // Read after the first render: the server draws this page without the tab's storage.
  const [proof, setProof] = useState<StoredProof | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setProof(readProof());
    setMounted(true);
  }, []);
  const requirement = useRequirement(id, proof?.proof ?? null);
  const closing = useSingleFlight();

  // The proof ran out (a day) or was refused: forgotten, and the page says where to prove again.
  const refused =
    requirement.isError && isApiError(requirement.error) && requirement.error.code === 403;
  useEffect(() => {
    if (!refused) return;
    forgetProof();
    setProof(null);
  }, [refused]);

  const close = (current: BuyerRequirement) =>
    openConfirmModal({
      title: <Text fw={700}>{t('requirementPage.closeTitle')}</Text>,
      children: <Text size="sm">{t('requirementPage.closeText')}</Text>,
      labels: { confirm: t('requirementPage.closeYes'), cancel: t('requirementPage.closeNo') },
      centered: true,
      onConfirm: () =>
        void closing.run(async () => {
          if (!proof) return;
          try {
            const closed = await closeRequirement(proof.proof, current._id);
            queryClient.setQueryData(requirementKey(current._id), closed);
            showToast('success', localizeMessage(REQUIREMENT_MSG.closed));
          } catch (error) {
            // Closed already (another tab): the page shows it as it is now.
            if (isApiError(error) && error.code < 500 && error.message) {
              showToast('warning', localizeAnswer(error));
              void requirement.refetch();
            } else showApiErrorToast(error);
          }
        }),
    });

  const notFound =
    requirement.isError && isApiError(requirement.error) && requirement.error.code === 404;

  return (
    <PageShell title={t('requirementPage.title')}>
      {!mounted || (proof && requirement.isPending) ? (
        <Stack gap="md" maw={720} aria-busy>
          <Skeleton height={160} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </Stack>
      ) : !proof ? (
        <Alert color="orange" variant="light" maw={560}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {refused ? localizeMessage(BUYER_MSG.proofNeeded) : t('requirementPage.proveFirst')}
            </Text>
            <Button component={Link} to="/myEnquiries" size="xs" variant="light">
              {t('requirementPage.prove')}
            </Button>
          </Stack>
        </Alert>
      ) : notFound ? (
        <Alert color="gray" variant="light" maw={560}>
          {localizeMessage(REQUIREMENT_MSG.notFound)}
        </Alert>
      ) : !requirement.data ? (
        <Alert color="red" variant="light" role="alert" maw={560}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('requirementPage.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => void requirement.refetch()}>
              {t('requirementPage.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <RequirementView requirement={requirement.data} closing={closing.busy} onClose={close} />
      )}
    </PageShell>
  );
}

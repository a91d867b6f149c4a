import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPrice, PLAN_NONE, PLANS, PRODUCT_NAME, whatsAppLink } from '@haat/shared';
import { PageShell } from '@/components/page-shell.tsx';
import { getToken, hasPaidPlan, useAuth } from '@/lib/auth-storage.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { requestSubscription, useMySubscription } from '../api.ts';
import { PlanCard } from '../components/plan-card.tsx';
import { PlanStatusAlert } from '../components/plan-status-alert.tsx';
import { useReturnToTab } from '../return-to-tab.ts';

// A seller without a running plan cannot enter the seller area, but their rights over their data
// never wait on a payment: here they still download it or delete the account. Loaded only for
// them, so visitors' copy of this page stays as light as it was.
const YourDataSection = lazy(async () => ({
  default: (await import('@/entities/account/your-data-section.tsx')).YourDataSection,
}));

type Plan = (typeof PLANS)[number];

/**
 * /subscriptionPlans: Buy a Plan; Get Started records the
 * request, opens WhatsApp to the provider with a prefilled message naming the plan and the
 * user's phone; back on this tab the user reads that the request arrived and goes home.
 */
export default function SubscriptionPlansPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn, userData } = useAuth();
  const { busy, run } = useSingleFlight();
  const [waiting, setWaiting] = useState(false);
  /** WhatsApp could not open a tab (a popup blocker): the user opens it from here. */
  const [fallbackLink, setFallbackLink] = useState<string | null>(null);

  useReturnToTab(waiting, () => {
    setFallbackLink(null);
    showToast('success', t('msg.subscriptionRequested'));
    navigate('/home');
  });

  const getStarted = (plan: Plan) => {
    if (busy) return;
    if (!getToken()) {
      navigate('/logIn', { state: { from: '/subscriptionPlans' } });
      return;
    }
    // The tab opens inside the click, so popup blockers let it through; WhatsApp loads in it
    // once the request is recorded.
    const tab = window.open('', '_blank');
    void run(async () => {
      try {
        const answer = await requestSubscription(plan.id);
        const link = whatsAppLink(
          answer.whatsAppNo,
          t('subscription.whatsAppMessage', {
            plan: plan.label,
            duration: plan.duration,
            price: formatPrice(plan.price),
            phone: answer.phoneNo,
            name: PRODUCT_NAME,
          }),
        );
        if (tab) {
          tab.opener = null;
          tab.location.href = link;
        } else {
          setFallbackLink(link);
        }
        setWaiting(true);
      } catch {
        tab?.close(); // the client showed why (or sent the user to log in)
      }
    });
  };

  // The server's word on the plan (it needs no plan to answer), else what login stored.
  const mine = useMySubscription({ background: true, enabled: isLoggedIn });
  const held = mine.data ?? (isLoggedIn ? userData : null);
  const currentPlan = held && held.plan !== PLAN_NONE ? held : null;
  const active = currentPlan ? hasPaidPlan(currentPlan) : false;

  return (
    <PageShell title={t('subscription.buyTitle')} subtitle={t('subscription.buySubtitle')}>
      <Stack gap="lg">
        {currentPlan ? (
          <PlanStatusAlert plan={currentPlan.plan} planExpiresAt={currentPlan.planExpiresAt}>
            {/* The seller area lets in only a running plan: an expired one renews below. */}
            {active ? (
              <Anchor component={Link} to="/userAdmin/subscription" fw={600}>
                {t('nav.mySubscription')}
              </Anchor>
            ) : null}
          </PlanStatusAlert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={active && currentPlan?.plan === plan.id}
              busy={busy}
              onGetStarted={() => getStarted(plan)}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center">
          {t('subscription.howItWorks')}
        </Text>
        {isLoggedIn && userData && !active ? (
          <Suspense fallback={null}>
            <YourDataSection phoneNo={userData.phoneNo} />
          </Suspense>
        ) : null}
      </Stack>
      <Modal
        opened={fallbackLink !== null}
        onClose={() => setFallbackLink(null)}
        title={t('subscription.continueTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('subscription.continueText')}</Text>
          <Button
            component="a"
            href={fallbackLink ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            leftSection={<IconBrandWhatsapp size={18} />}
          >
            {t('subscription.openWhatsApp')}
          </Button>
        </Stack>
      </Modal>
    </PageShell>
  );
}

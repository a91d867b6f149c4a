import { Card, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BUYER_OTP_TYPE, requestBuyerOtp } from '@/entities/otp/buyer-otp.ts';
import { OtpStep } from '@/entities/otp/otp-step.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { readRequirementPrefill } from '@/entities/requirement/requirement-path.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { loadRequirementStrings } from '@/lib/requirement-strings.ts';
import { RequirementForm } from '../components/requirement-form.tsx';
import { useSendRequirement } from '../use-send-requirement.ts';

loadRequirementStrings();

/**
 * /postRequirement: "Tell us what you need", prefilled from the page that linked here
 * (?need, kind, city, category, subCategory: components/requirement-entry), then the phone's
 * code when this tab has not proved it today, then the requirement's page.
 */
export default function PostRequirementPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('postRequirement.title'));
  const [search] = useSearchParams();
  const sending = useSendRequirement();

  return (
    <PageShell title={t('postRequirement.title')} subtitle={t('postRequirement.intro')}>
      <Card withBorder radius="lg" padding="lg" maw={640}>
        {sending.step === 'form' ? (
          <RequirementForm
            prefill={readRequirementPrefill(search)}
            kept={sending.kept}
            refusal={sending.refusal}
            busy={sending.busy}
            onSubmit={(values, position) => void sending.send(values, position)}
          />
        ) : (
          <Stack gap="sm">
            <Title order={2} fz="md">
              {t('postRequirement.verify')}
            </Title>
            <OtpStep
              phoneNo={sending.phoneNo}
              type={BUYER_OTP_TYPE}
              sentAt={sending.sentAt}
              request={(phone) => requestBuyerOtp(phone)}
              onResent={sending.setSentAt}
              onVerified={sending.verified}
              onChangeNumber={sending.backToForm}
            />
          </Stack>
        )}
      </Card>
    </PageShell>
  );
}

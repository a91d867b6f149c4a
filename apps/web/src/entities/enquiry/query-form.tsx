import { Button, Checkbox, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LEAD_LIMITS, queryFormShape } from '@haat/shared';
import { schemaRule } from '@/lib/form-rules.ts';
import { useSendQuery, type QueryTarget, type QueryValues } from './api.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { EmailInput } from '@/components/email-input.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { PrivacyNoticeLine } from '@/components/privacy-notice-line.tsx';
import { HoneypotField } from './honeypot-field.tsx';

// Spec §5 Query form: contact person and a 10-digit contact no. are required, email, business
// name and query optional; the rules and messages are the server's own (packages/shared).

export const queryFormRules = {
  contactPerson: schemaRule(queryFormShape.contactPerson),
  phoneNo: schemaRule(queryFormShape.phoneNo),
  email: schemaRule(queryFormShape.email),
  businessName: schemaRule(queryFormShape.businessName),
  query: schemaRule(queryFormShape.query),
};

export const emptyQueryValues = (prefill: Partial<QueryValues> = {}): QueryValues => ({
  contactPerson: '',
  phoneNo: '',
  email: '',
  businessName: '',
  query: '',
  website: '',
  reviewInviteSms: false,
  ...prefill,
});

type Props = {
  target: QueryTarget;
  /** What a signed-in visitor's profile already knows (name, phone, email). */
  prefill?: Partial<QueryValues>;
  /** Sent: the caller shows the receipt. */
  onSent: () => void;
  onCancel: () => void;
};

/** The query form itself; a double click sends once. */
export function QueryForm({ target, prefill, onSent, onCancel }: Props) {
  const { t } = useTranslation();
  const send = useSendQuery();
  const { busy, run } = useSingleFlight();
  const form = useForm<QueryValues>({
    initialValues: emptyQueryValues(prefill),
    // On submit only: an error appearing on blur moves the Send button away from a finger
    // that is already pressing it.
    validate: queryFormRules,
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        await send.mutateAsync({ target, values });
      } catch {
        return; // the API client has shown the server's message
      }
      // The form gives way to the receipt (features/my-enquiries), which says it was sent.
      form.reset();
      onSent();
    }),
  );

  const optional = (
    <Text span size="xs" c="dimmed" fw={400}>
      ({t('queryForm.optional')})
    </Text>
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="sm">
        <TextInput
          label={t('queryForm.contactPerson')}
          placeholder={t('queryForm.contactPersonPlaceholder')}
          autoComplete="name"
          maxLength={LEAD_LIMITS.contactPerson}
          withAsterisk
          {...form.getInputProps('contactPerson')}
        />
        <PhoneInput
          label={t('queryForm.contactNo')}
          withAsterisk
          {...form.getInputProps('phoneNo')}
        />
        <EmailInput
          label={
            <>
              {t('queryForm.email')} {optional}
            </>
          }
          maxLength={LEAD_LIMITS.email}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={
            <>
              {t('queryForm.businessName')} {optional}
            </>
          }
          placeholder={t('queryForm.businessNamePlaceholder')}
          autoComplete="organization"
          maxLength={LEAD_LIMITS.businessName}
          {...form.getInputProps('businessName')}
        />
        <Textarea
          label={
            <>
              {t('queryForm.query')} {optional}
            </>
          }
          placeholder={t('queryForm.queryPlaceholder')}
          rows={4}
          resize="vertical"
          maxLength={LEAD_LIMITS.query}
          {...form.getInputProps('query')}
        />
        <HoneypotField
          label={t('queryForm.honeypot')}
          value={form.values.website}
          onChange={(value) => form.setFieldValue('website', value)}
        />
        {/* Asked on its own, unticked: sending the enquiry never implies it. */}
        <Checkbox
          label={t('consent.inviteBox')}
          description={t('consent.inviteHint')}
          {...form.getInputProps('reviewInviteSms', { type: 'checkbox' })}
        />
        {/* The form lives in a modal: the full notice opens beside it. */}
        <PrivacyNoticeLine text={t('queryForm.privacyNote')} newTab />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('queryForm.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('queryForm.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

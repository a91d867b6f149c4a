import { Button, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  GRIEVANCE_LIMITS,
  GRIEVANCE_TOPICS,
  type GrievanceAnswers,
  type GrievanceTopic,
} from '@haat/shared';
import { EmailInput } from '@/components/email-input.tsx';
import { PrivacyNoticeLine } from '@/components/privacy-notice-line.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { useFileGrievance } from '../grievance-api.ts';
import {
  emptyGrievanceValues,
  grievanceFormErrors,
  type GrievanceValues,
} from '../grievance-form-rules.ts';

/** The grievance form; `onFiled` gets the new grievance's id and due date. */
export function GrievanceForm({
  onFiled,
}: {
  onFiled: (filed: GrievanceAnswers['filed']) => void;
}) {
  const { t } = useTranslation();
  const file = useFileGrievance();
  const { busy, run } = useSingleFlight();
  const form = useForm<GrievanceValues>({
    initialValues: emptyGrievanceValues(),
    validate: grievanceFormErrors,
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      let filed: GrievanceAnswers['filed'];
      try {
        filed = await file.mutateAsync({
          name: values.name,
          phoneNo: values.phoneNo,
          email: values.email,
          // The form's rules passed: a topic was chosen.
          topic: values.topic as GrievanceTopic,
          message: values.message,
        });
      } catch {
        return; // the API client has shown the server's message
      }
      onFiled(filed);
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label={t('grievance.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('grievance.name')}
          autoComplete="name"
          maxLength={GRIEVANCE_LIMITS.name}
          withAsterisk
          {...form.getInputProps('name')}
        />
        <PhoneInput
          label={t('grievance.phone')}
          description={t('grievance.contactHint')}
          {...form.getInputProps('phoneNo')}
        />
        <EmailInput label={t('grievance.email')} {...form.getInputProps('email')} />
        {/* The phone's own picker: five choices need no search. */}
        <NativeSelect
          label={t('grievance.topic')}
          withAsterisk
          data={[
            { value: '', label: t('grievance.chooseTopic'), disabled: true },
            ...GRIEVANCE_TOPICS.map((topic) => ({
              value: topic,
              label: t(`grievance.topics.${topic}`),
            })),
          ]}
          {...form.getInputProps('topic')}
        />
        <Textarea
          label={t('grievance.message')}
          rows={5}
          maxLength={GRIEVANCE_LIMITS.messageMax}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <PrivacyNoticeLine text={t('grievance.notice')} />
        <Button type="submit" loading={busy} mt="xs" style={{ alignSelf: 'flex-start' }}>
          {t('grievance.send')}
        </Button>
      </Stack>
    </form>
  );
}

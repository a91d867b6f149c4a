import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { maxCharsOf, publicContactUsBody } from '@haat/shared';
import { contactContract } from '@haat/shared/endpoints';
import { useTranslation } from '@/i18n/use-translation.ts';
import { EmailInput } from '@/components/email-input.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { api } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import {
  contactFormErrors,
  emptyContactValues,
  type ContactValues,
} from '../contact-form-rules.ts';

/** The visitor's words, kept for the administrators. */
const sendContactMessage = (values: ContactValues) =>
  api(contactContract.send, {
    name: values.name.trim(),
    phoneNo: values.phoneNo.trim() || undefined,
    email: values.email.trim() || undefined,
    message: values.message.trim(),
  });

/** The Contact Us form: what it does on submit is ours (docs/decisions/010). */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: sendContactMessage });
  const { busy, run } = useSingleFlight();
  const form = useForm<ContactValues>({
    initialValues: emptyContactValues(),
    validate: contactFormErrors,
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        await send.mutateAsync(values);
      } catch {
        return; // the API client has shown the server's message
      }
      showToast('success', t('contactPage.sent'));
      form.reset();
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-busy={busy} aria-label={t('contactPage.formTitle')}>
      <Stack gap="sm">
        <TextInput
          label={t('contactPage.name')}
          placeholder={t('contactPage.namePlaceholder')}
          autoComplete="name"
          maxLength={maxCharsOf(publicContactUsBody.shape.name)}
          withAsterisk
          {...form.getInputProps('name')}
        />
        <PhoneInput
          label={t('contactPage.phone')}
          description={t('contactPage.replyHint')}
          {...form.getInputProps('phoneNo')}
        />
        <EmailInput label={t('contactPage.email')} {...form.getInputProps('email')} />
        <Textarea
          label={t('contactPage.message')}
          placeholder={t('contactPage.messagePlaceholder')}
          rows={5}
          maxLength={maxCharsOf(publicContactUsBody.shape.message)}
          withAsterisk
          {...form.getInputProps('message')}
        />
        <Button type="submit" loading={busy} mt="xs" style={{ alignSelf: 'flex-start' }}>
          {t('contactPage.send')}
        </Button>
      </Stack>
    </form>
  );
}

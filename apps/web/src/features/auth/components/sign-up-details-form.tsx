import {
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/i18n/use-translation.ts';
import { createUserBody, emailField, GENDERS, loginPhone, type Gender } from '@haat/shared';
import { EmailInput } from '@/components/email-input.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { PrivacyNoticeLine } from '@/components/privacy-notice-line.tsx';
import { schemaRule } from '@/lib/form-rules.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';

export type SignUpDetails = {
  firstName: string;
  lastName: string;
  phoneNo: string;
  gender: Gender;
  email: string;
  /** The seller's tick: 18 or over (createUserBody refuses an account without it). */
  isAdult: boolean;
};

export const emptyDetails: SignUpDetails = {
  firstName: '',
  lastName: '',
  phoneNo: '',
  gender: 'Male',
  email: '',
  isAdult: false,
};

type Props = {
  initialValues: SignUpDetails;
  /** Answers field errors to show (a registered phone), or nothing to go on. */
  onSubmit: (values: SignUpDetails) => Promise<Partial<Record<keyof SignUpDetails, string>> | void>;
};

/** Sign-up step 1: the same rules the server applies, in the spec's words. */
export function SignUpDetailsForm({ initialValues, onSubmit }: Props) {
  const { t } = useTranslation();
  const { busy, run } = useSingleFlight();
  const form = useForm({
    initialValues,
    validate: {
      firstName: schemaRule(createUserBody.shape.firstName),
      lastName: schemaRule(createUserBody.shape.lastName),
      phoneNo: schemaRule(loginPhone),
      email: schemaRule(emailField),
      isAdult: schemaRule(createUserBody.shape.isAdult),
    },
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      const errors = await onSubmit(values);
      if (errors) form.setErrors(errors);
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('auth.firstName')}
            autoComplete="given-name"
            withAsterisk
            autoFocus
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('auth.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <PhoneInput label={t('auth.phone')} withAsterisk {...form.getInputProps('phoneNo')} />
        <Input.Wrapper label={t('auth.gender')} withAsterisk>
          <SegmentedControl
            fullWidth
            mt={4}
            data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
            {...form.getInputProps('gender')}
          />
        </Input.Wrapper>
        <EmailInput
          label={
            <Group gap={6} component="span" display="inline-flex">
              {t('auth.email')}
              <Text component="span" size="xs" c="dimmed">
                ({t('auth.emailOptional')})
              </Text>
            </Group>
          }
          {...form.getInputProps('email')}
        />
        <Checkbox
          label={t('auth.isAdult')}
          {...form.getInputProps('isAdult', { type: 'checkbox' })}
        />
        <PrivacyNoticeLine text={t('auth.signUpNotice')} />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {t('auth.continue')}
        </Button>
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import {
  Button,
  Card,
  Divider,
  Group,
  Input,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  AUTH_MSG,
  GENDERS,
  maxCharsOf,
  updateProfileBody,
  type Gender,
  type UpdateProfileInput,
} from '@haat/shared';
import { EmailInput } from '@/components/email-input.tsx';
import { OtpStep } from '@/entities/otp/otp-step.tsx';
import { PhoneInput } from '@/components/phone-input.tsx';
import { StateCityPicker } from '@/entities/location/state-city-picker.tsx';
import { isApiError } from '@/lib/api-errors.ts';
import type { SessionUser } from '@/lib/auth-storage.ts';
import { schemaRule } from '@/lib/form-rules.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { useOtpSender } from '@/entities/otp/api.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { uploadToPresignedUrl } from '@/lib/upload.ts';
import { checkNumberFree, useRefreshProfile, useUpdateProfile } from '../api.ts';
import { LogoPicker } from './logo-picker.tsx';

/** Every field of the profile update, each with a value (the form's e-mail may be blank). */
type Values = Required<Omit<UpdateProfileInput, 'logo'>>;

const valuesOf = (user: SessionUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  gender: user.gender,
  address: user.address ?? '',
  phoneNo: user.phoneNo,
  state: user.state ?? '',
  city: user.city ?? '',
  email: user.email ?? '',
});

const shape = updateProfileBody.shape;
// Spec §5 Profile, through the same schema the server applies.
const rules = {
  firstName: schemaRule(shape.firstName),
  lastName: schemaRule(shape.lastName),
  gender: schemaRule(shape.gender),
  address: schemaRule(shape.address),
  phoneNo: schemaRule(shape.phoneNo),
  state: schemaRule(shape.state),
  city: schemaRule(shape.city),
  email: schemaRule(shape.email),
};

const initialsOf = (user: SessionUser) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();

type Verification = { values: Values; sentAt: number };

/**
 * Every field of the profile. A new contact number is proven by an OTP to that number
 * before the save (decision 002); a chosen logo is uploaded to the URL the save answers.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const refreshProfile = useRefreshProfile();
  const otp = useOtpSender('RegisterUser');
  const { busy, run } = useSingleFlight();
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  // A number proven in this visit needs no second code if the save has to be repeated.
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: valuesOf(user), validate: rules });

  const uploadLogo = async (file: File, url: string): Promise<boolean> => {
    setProgress(0);
    try {
      await uploadToPresignedUrl(url, file, setProgress);
    } catch {
      showToast('error', t('profile.logoUploadFailed'));
      return false;
    } finally {
      setProgress(null);
    }
    showToast('success', t('profile.logoUploaded'));
    await refreshProfile();
    return true;
  };

  const save = async (values: Values) => {
    const file = logoFile;
    let answer;
    try {
      answer = await update.mutateAsync({ ...values, logo: file?.name });
    } catch (error) {
      if (isApiError(error) && error.code === 409) {
        if (error.message === AUTH_MSG.newPhoneNotVerified) setVerifiedPhone(null);
        form.setFieldError('phoneNo', localizeAnswer(error));
        return;
      }
      showApiErrorToast(error);
      return;
    }
    const saved = valuesOf(answer.user);
    form.setValues(saved);
    form.resetDirty(saved);
    showToast('success', t('authMsg.profileUpdated'));
    // Without an upload URL in the answer there is nothing to send (the logo is skipped). The
    // chosen file stays on screen until it is stored, and after a failure, for another Save.
    const uploaded =
      file && answer.logoPreSignedUrl ? await uploadLogo(file, answer.logoPreSignedUrl) : true;
    if (uploaded) setLogoFile(null);
  };

  const submit = form.onSubmit((values) =>
    run(async () => {
      const newNumber = values.phoneNo !== user.phoneNo && values.phoneNo !== verifiedPhone;
      if (!newNumber) {
        await save(values);
        return;
      }
      try {
        await checkNumberFree(values.phoneNo);
      } catch (error) {
        if (isApiError(error) && error.code === 409) {
          form.setFieldError('phoneNo', localizeAnswer(error));
        } else showApiErrorToast(error);
        return;
      }
      try {
        const result = await otp.send(values.phoneNo);
        if (result.sent) showToast('success', t('authMsg.otpSent'));
        setVerification({ values, sentAt: result.sentAt });
      } catch {
        // the client showed why
      }
    }),
  );

  const afterVerified = async () => {
    if (!verification) return;
    setVerifiedPhone(verification.values.phoneNo);
    await run(() => save(verification.values));
    setVerification(null);
  };

  return (
    <>
      <Card withBorder radius="lg" padding={0}>
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
            <LogoPicker
              current={user.logo}
              chosen={logoFile}
              onChoose={setLogoFile}
              progress={progress}
              initials={initialsOf(user)}
              disabled={busy}
            />
            <Divider />
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('profile.personal')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={t('auth.firstName')}
                  autoComplete="given-name"
                  withAsterisk
                  {...form.getInputProps('firstName')}
                />
                <TextInput
                  label={t('auth.lastName')}
                  autoComplete="family-name"
                  withAsterisk
                  {...form.getInputProps('lastName')}
                />
              </SimpleGrid>
              <Input.Wrapper label={t('auth.gender')} withAsterisk error={form.errors.gender}>
                <SegmentedControl
                  fullWidth
                  mt={4}
                  data={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
                  value={form.values.gender}
                  onChange={(value) => form.setFieldValue('gender', value as Gender)}
                />
              </Input.Wrapper>
              <EmailInput label={t('auth.email')} {...form.getInputProps('email')} />
            </Stack>
            <Divider />
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('profile.contact')}
              </Title>
              <PhoneInput
                label={t('profile.contactNo')}
                withAsterisk
                {...form.getInputProps('phoneNo')}
              />
              <Textarea
                label={t('profile.address')}
                placeholder={t('profile.addressPlaceholder')}
                autoComplete="street-address"
                withAsterisk
                autosize
                minRows={2}
                maxRows={5}
                maxLength={maxCharsOf(updateProfileBody.shape.address)}
                {...form.getInputProps('address')}
              />
              <StateCityPicker
                state={form.values.state}
                city={form.values.city}
                onStateChange={(state) => form.setFieldValue('state', state)}
                onCityChange={(city) => form.setFieldValue('city', city)}
                stateError={form.errors.state}
                cityError={form.errors.city}
              />
            </Stack>
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={busy} miw={160}>
                {t('profile.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Modal
        opened={verification !== null}
        onClose={() => setVerification(null)}
        title={<Text fw={700}>{t('profile.verifyNewNumber')}</Text>}
        centered
      >
        {verification ? (
          <OtpStep
            phoneNo={verification.values.phoneNo}
            type="RegisterUser"
            sentAt={verification.sentAt}
            onResent={(at) => {
              otp.markSent(verification.values.phoneNo, at);
              setVerification({ ...verification, sentAt: at });
            }}
            onVerified={afterVerified}
          />
        ) : null}
      </Modal>
    </>
  );
}

import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordPair, passwordPairRules } from '@/components/password-pair.tsx';
import { useSingleFlight } from '@/lib/single-flight.ts';

type Props = {
  submitLabel: string;
  /** Gets the new password as typed; the API functions trim and encode it. */
  onSubmit: (password: string) => Promise<void>;
};

/** The create-or-reset password step: new password and its confirmation. */
export function NewPasswordForm({ submitLabel, onSubmit }: Props) {
  const { busy, run } = useSingleFlight();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: passwordPairRules,
  });
  return (
    <form onSubmit={form.onSubmit((values) => run(() => onSubmit(values.password)))} noValidate>
      <Stack gap="md">
        <PasswordPair
          autoFocus
          passwordProps={form.getInputProps('password')}
          confirmProps={form.getInputProps('confirmPassword')}
        />
        <Button type="submit" size="md" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

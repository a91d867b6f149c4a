import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LIMITS, passwordLengthIssue } from '@haat/shared';
import { i18n } from '@/i18n/index.ts';
import { isBlank } from '@/lib/form-rules.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';

export type PasswordPairValues = { password: string; confirmPassword: string };

/**
 * New password (create or reset password): at least 8 characters (decision 002) and at
 * most 128, the server's own rule. Whether it is too common only the server knows (its list is
 * too big for the web app).
 */
export function newPasswordRule(value: string): string | null {
  if (isBlank(value)) return i18n.t('msg.newPasswordRequired');
  const issue = passwordLengthIssue(value.trim());
  return issue ? localizeMessage(issue) : null;
}

/** The confirmation must be given and match (passwords are compared trimmed, as sent). */
export function confirmPasswordRule(value: string, values: PasswordPairValues): string | null {
  if (isBlank(value)) return i18n.t('msg.confirmPasswordRequired');
  if (value.trim() !== values.password.trim()) return i18n.t('msg.passwordMismatch');
  return null;
}

export const passwordPairRules = {
  password: newPasswordRule,
  confirmPassword: confirmPasswordRule,
};

type Props = {
  passwordProps: PasswordInputProps;
  confirmProps: PasswordInputProps;
  autoFocus?: boolean;
};

/** New password and its confirmation, wired to a form through `getInputProps`. */
export function PasswordPair({ passwordProps, confirmProps, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={t('password.new')}
        description={t('password.hint', { count: LIMITS.passwordMinLength })}
        autoComplete="new-password"
        withAsterisk
        autoFocus={autoFocus}
        {...passwordProps}
      />
      <PasswordInput
        label={t('password.confirm')}
        autoComplete="new-password"
        withAsterisk
        {...confirmProps}
      />
    </>
  );
}

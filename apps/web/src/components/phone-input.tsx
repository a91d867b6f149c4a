import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LIMITS } from '@haat/shared';

type Props = Omit<TextInputProps, 'onChange' | 'value' | 'defaultValue'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * A 10-digit Indian mobile number: +91 shown in front, digits only, at most 10 characters
 *. Works with `form.getInputProps`.
 */
export function PhoneInput({ onChange, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={LIMITS.phoneDigits}
      placeholder={t('auth.phonePlaceholder')}
      leftSection={
        <Text size="sm" c="dimmed" fw={500} aria-hidden>
          {t('auth.countryCode')}
        </Text>
      }
      leftSectionWidth={44}
      {...props}
      onChange={(event) => onChange?.(event.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}

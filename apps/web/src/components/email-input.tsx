import { Box, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { emailField } from '@haat/shared';

/** Whether a typed address passes the same rule the server applies; null while empty. */
export function emailLooksValid(value: string): boolean | null {
  const text = value.trim();
  return text ? emailField.safeParse(text).success : null;
}

/**
 * An optional e-mail with a format indicator: a tick once the address is
 * well formed, a warning sign while it is not. The rule itself runs on submit.
 */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  const valid = emailLooksValid(typeof props.value === 'string' ? props.value : '');
  const indicator =
    valid === null ? null : (
      <Box
        component="span"
        role="img"
        aria-label={valid ? t('auth.emailLooksValid') : t('auth.emailLooksInvalid')}
        data-valid={valid}
        display="inline-flex"
        c={valid ? 'peacock.8' : 'orange.7'}
      >
        {valid ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      </Box>
    );
  return (
    <TextInput
      type="email"
      inputMode="email"
      autoComplete="email"
      placeholder={t('auth.emailPlaceholder')}
      rightSection={indicator}
      {...props}
    />
  );
}

import { Box, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';

export type SocialNetwork = 'facebook' | 'instagram';

const PATTERNS: Record<SocialNetwork, RegExp> = {
  facebook: /^(https?:\/\/)?((www|m|web)\.)?(facebook\.com|fb\.com|fb\.me)\/[\w.\-/?=&%#]+$/i,
  instagram: /^(https?:\/\/)?(www\.)?(instagram\.com|instagr\.am)\/[\w.\-/?=&%#]+$/i,
};

/** Whether a typed link looks like a page of that network; null while empty. */
export function socialLinkLooksValid(network: SocialNetwork, value: string): boolean | null {
  const text = value.trim();
  return text ? PATTERNS[network].test(text) : null;
}

type Props = TextInputProps & { network: SocialNetwork };

/**
 * A Facebook or Instagram link with a format indicator: a tick once it
 * looks like a page of that network, a warning sign while it does not. Saving still only
 * needs a valid link.
 */
export function SocialLinkInput({ network, ...props }: Props) {
  const { t } = useTranslation();
  const valid = socialLinkLooksValid(network, typeof props.value === 'string' ? props.value : '');
  const indicator =
    valid === null ? null : (
      <Box
        component="span"
        role="img"
        aria-label={t(valid ? `businessForm.linkLooksValid` : `businessForm.linkLooksInvalid`, {
          network: t(`businessForm.networks.${network}`),
        })}
        data-valid={valid}
        display="inline-flex"
        c={valid ? 'peacock.8' : 'orange.7'}
      >
        {valid ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
      </Box>
    );
  return (
    <TextInput
      type="url"
      inputMode="url"
      autoComplete="url"
      placeholder={t(`businessForm.placeholders.${network}`)}
      rightSection={indicator}
      {...props}
    />
  );
}

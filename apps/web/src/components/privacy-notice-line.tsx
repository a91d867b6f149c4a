import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Where the full privacy notice is (features/info's privacy policy page). */
export const PRIVACY_POLICY_PATH = '/privacyPolicy';

type Props = {
  /** What the form collects, who gets it and why, in one sentence of the reader's language. */
  text: string;
  /**
   * Open the full notice in a new tab: for a form in a modal, or a step holding a code in
   * flight, which following the link in the same tab would throw away.
   */
  newTab?: boolean;
};

/**
 * The one line before a form's button that says what the form collects, who gets it and why,
 * with a link to the full notice (India's data protection law asks for the notice where the
 * data is asked for; docs/security.md). Small dimmed text that wraps anywhere, so that no word
 * or link can widen a phone's screen; the link is underlined, told apart from the text without
 * its colour.
 */
export function PrivacyNoticeLine({ text, newTab = false }: Props) {
  const { t } = useTranslation();
  const label = t('privacyNotice.link');
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      <span>{text}</span>{' '}
      {newTab ? (
        <Anchor
          href={PRIVACY_POLICY_PATH}
          target="_blank"
          rel="noopener"
          underline="always"
          inherit
        >
          {label}
          <VisuallyHidden> {t('privacyNotice.newTab')}</VisuallyHidden>
        </Anchor>
      ) : (
        <Anchor component={Link} to={PRIVACY_POLICY_PATH} underline="always" inherit>
          {label}
        </Anchor>
      )}
    </Text>
  );
}

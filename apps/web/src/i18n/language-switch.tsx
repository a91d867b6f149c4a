import { Box, type BoxProps } from '@mantine/core';
import { useTranslation } from './use-translation.ts';
import { LANGUAGE_LABELS, LANGUAGES, languageOf } from '@/lib/language.ts';
import { changeLanguage } from './index.ts';
import classes from './language-switch.module.css';

type Props = Pick<BoxProps, 'visibleFrom' | 'hiddenFrom'> & {
  /** Each language takes half the width (the phone drawer). */
  fullWidth?: boolean;
};

/**
 * English | हिन्दी: switches every screen at once and is remembered on this device. Two toggle
 * buttons rather than Mantine's SegmentedControl, whose sliding indicator measured itself and
 * weighed ≈ 1.6 KB gzipped in every first view.
 */
export function LanguageSwitch({ fullWidth = false, ...props }: Props) {
  const { i18n } = useTranslation();
  const current = languageOf(i18n.language);
  return (
    <Box
      role="group"
      aria-label="Language / भाषा"
      className={classes.switch}
      data-full-width={fullWidth || undefined}
      {...props}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={classes.option}
          aria-pressed={language === current}
          onClick={() => void changeLanguage(language)}
        >
          {LANGUAGE_LABELS[language]}
        </button>
      ))}
    </Box>
  );
}

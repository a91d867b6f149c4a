import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { useTranslation } from './use-translation.ts';
import { LANGUAGE_LABELS, LANGUAGES, languageOf } from '../lib/language.ts';
import { changeLanguage } from './index.ts';

type Props = Omit<SegmentedControlProps, 'data' | 'value' | 'onChange'>;

/** English | हिन्दी: switches every screen at once and is remembered on this device. */
export function LanguageSwitch(props: Props) {
  const { i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      aria-label="Language / भाषा"
      data={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{LANGUAGE_LABELS[language]}</span>,
      }))}
      value={languageOf(i18n.language)}
      onChange={(value) => void changeLanguage(languageOf(value))}
      {...props}
    />
  );
}

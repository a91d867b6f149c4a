import { Group, Text, Textarea, type TextareaProps } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LIMITS, wordCount } from '@haat/shared';

type Props = Omit<TextareaProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  maxWords?: number;
};

/** A description with a live word count against its limit (at most 1000 words). */
export function WordCountTextarea({
  value,
  onChange,
  maxWords = LIMITS.descriptionWords,
  ...props
}: Props) {
  const { t } = useTranslation();
  const words = wordCount(value);
  const over = words > maxWords;
  return (
    <Textarea
      autosize
      minRows={4}
      maxRows={14}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <Group justify="flex-end" component="span" display="flex">
          <Text
            component="span"
            size="xs"
            c={over ? 'red.7' : 'dimmed'}
            fw={over ? 600 : 400}
            aria-live="polite"
          >
            {t('wordCount.count', { used: words, max: maxWords })}
          </Text>
        </Group>
      }
    />
  );
}

import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';

type Props = {
  label: string;
  value: string[];
  onChange: (items: string[]) => void;
  max: number;
  /** The most characters a line takes (its rule's: maxCharsOf). */
  maxChars: number;
  addLabel: string;
  /** Accessible name of the n-th line (1-based). */
  itemLabel: (n: number) => string;
  placeholder?: string;
  error?: ReactNode;
  /** The error of one line, by index. */
  itemError?: (index: number) => ReactNode;
  disabled?: boolean;
};

/** An editable list of short lines (a product's specifications, disclaimers), at most `max`. */
export function TextListField({
  label,
  value,
  onChange,
  max,
  maxChars,
  addLabel,
  itemLabel,
  placeholder,
  error,
  itemError,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const set = (index: number, text: string) =>
    onChange(value.map((item, i) => (i === index ? text : item)));
  return (
    <Input.Wrapper
      label={label}
      description={t('textList.count', { used: value.length, max })}
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {value.map((item, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              flex={1}
              value={item}
              placeholder={placeholder}
              aria-label={itemLabel(index + 1)}
              onChange={(event) => set(index, event.currentTarget.value)}
              error={itemError?.(index)}
              maxLength={maxChars}
              disabled={disabled}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('textList.remove', { item: itemLabel(index + 1) })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              disabled={disabled}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...value, ''])}
            disabled={disabled || value.length >= max}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

import { useState, type ReactNode } from 'react';
import { TagsInput } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { LIMITS } from '@haat/shared';
import { localizeMessage } from '@/lib/rule-messages.ts';
import { normalizeTags } from './tags.ts';

type Props = {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
  max?: number;
};

/**
 * Keyword chips: Enter or a comma adds one, lowercased; a repeat or a seventh is
 * refused with the rule's message under the field, and the refused word leaves the box.
 */
export function TagsField({ label, value, onChange, error, disabled, max = LIMITS.tags }: Props) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string | null>(null);
  // What is being typed: a refused keyword is cleared from the box, its reason stays
  // under the field until the next change.
  const [search, setSearch] = useState('');
  const refuse = (message: string) => {
    setRefused(message);
    setSearch('');
  };
  const full = value.length >= max;

  return (
    <TagsInput
      label={label}
      description={t('tagsField.hint', { used: value.length, max })}
      placeholder={full ? undefined : t('tagsField.placeholder')}
      value={value}
      searchValue={search}
      onSearchChange={(next) => {
        setSearch(next);
        if (next) setRefused(null);
      }}
      onChange={(next) => {
        const { tags, error: rule } = normalizeTags(next, max);
        setRefused(rule ? localizeMessage(rule) : null);
        onChange(tags);
      }}
      // Mantine stops a repeat or an extra tag before onChange: say why all the same.
      onDuplicate={() => refuse(t('msg.tagsDuplicate'))}
      onMaxTags={() => refuse(t('msg.tagsLimit'))}
      isDuplicate={(tag, current) => current.includes(tag.trim().toLowerCase())}
      maxTags={max}
      splitChars={[',']}
      clearable
      error={error ?? refused}
      disabled={disabled}
    />
  );
}

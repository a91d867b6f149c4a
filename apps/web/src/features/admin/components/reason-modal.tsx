import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The reason as it is sent, or the words to show under the box when it will not do. */
export type ReasonCheck = { reason: string } | { error: string };

type Props = {
  opened: boolean;
  title: string;
  /** What is decided, above the box. */
  intro: ReactNode;
  label: string;
  placeholder?: string;
  rows: number;
  maxLength: number;
  /** The decision's button. */
  action: string;
  color: string;
  busy: boolean;
  onClose: () => void;
  /** The shared rule for the reason, checked before anything is sent. */
  check: (text: string) => ReasonCheck;
  onSubmit: (reason: string) => void;
};

/**
 * An administrator's decision that needs a written reason (a rejection the owner reads, a
 * moderation or a removal kept in the audit log): the reason is required, and the box says what
 * is wrong with it until it is edited.
 */
export function ReasonModal({
  opened,
  title,
  intro,
  label,
  placeholder,
  rows,
  maxLength,
  action,
  color,
  busy,
  onClose,
  check,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const checked = check(text);
    if ('error' in checked) setError(checked.error);
    else onSubmit(checked.reason);
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          {intro}
          <Textarea
            label={label}
            placeholder={placeholder}
            withAsterisk
            rows={rows}
            maxLength={maxLength}
            value={text}
            error={error}
            data-autofocus
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('common.goBack')}
            </Button>
            <Button type="submit" color={color} loading={busy}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

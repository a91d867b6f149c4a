import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/i18n/use-translation.ts';

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
  /**
   * The shared rule for the reason (lib/form-rules.ts), checked before anything is sent: the
   * words to show under the box, or null.
   */
  rule: (text: string) => string | null;
  /** The reason, trimmed as the shared schemas trim it. */
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
  rule,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { reason: '' }, validate: { reason: rule } });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form onSubmit={form.onSubmit(({ reason }) => onSubmit(reason.trim()))} noValidate>
        <Stack gap="sm">
          {intro}
          <Textarea
            label={label}
            placeholder={placeholder}
            withAsterisk
            rows={rows}
            maxLength={maxLength}
            data-autofocus
            {...form.getInputProps('reason')}
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

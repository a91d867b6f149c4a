import { useState } from 'react';
import {
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { adminColorCreateBody, maxCharsOf, type AdminColor } from '@haat/shared';
import { endpointKeyPrefix } from '@/lib/api-client.ts';
import { requiredRule } from '@/lib/form-rules.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { saveColor, useColors, useDeleteEntity } from '../catalog-api.ts';
import { QueryState } from './admin-page.tsx';
import { CatalogRowActions } from './catalog-row-actions.tsx';
import { ResponsiveTable, type Column } from './responsive-table.tsx';

const HEX = /^#[0-9A-Fa-f]{6}$/;

function ColorForm({ row, onClose }: { row: AdminColor | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, run } = useSingleFlight();
  const form = useForm({
    initialValues: { color: row?.color ?? '#F28705', name: row?.colorName ?? '' },
    validate: {
      color: (value) => (HEX.test(value) ? null : t('admin.catalog.colorInvalid')),
      name: requiredRule(t('admin.common.nameRequired')),
    },
  });

  const submit = ({ color, name }: typeof form.values) =>
    run(async () => {
      try {
        await saveColor({ id: row?._id, color: color.toUpperCase(), colorName: name.trim() });
        showToast('success', t('admin.common.saved'));
        await queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') });
        onClose();
      } catch {
        // the client showed the server's message
      }
    });

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={row ? t('admin.catalog.editColor') : t('admin.catalog.addColor')}
    >
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <ColorInput
            label={t('admin.catalog.color')}
            format="hex"
            withAsterisk
            {...form.getInputProps('color')}
          />
          <TextInput
            label={t('admin.catalog.colorName')}
            withAsterisk
            maxLength={maxCharsOf(adminColorCreateBody.shape.colorName)}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.goBack')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Colours: a #RRGGBB value and a name; one in use cannot be deleted. */
export function ColorsPanel() {
  const { t } = useTranslation();
  const colors = useColors();
  const remove = useDeleteEntity();
  const [editing, setEditing] = useState<{ row: AdminColor | null } | null>(null);

  const columns: Column<AdminColor>[] = [
    {
      key: 'color',
      label: t('admin.catalog.color'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={row.color} size={22} />
          <Text size="sm" ff="monospace">
            {row.color}
          </Text>
        </Group>
      ),
    },
    {
      key: 'name',
      label: t('admin.catalog.colorName'),
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.colorName}
        </Text>
      ),
    },
    {
      key: 'products',
      label: t('admin.catalog.products'),
      render: (row) => <Text size="sm">{row.productCount}</Text>,
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ row: null })}>
          {t('admin.catalog.addColor')}
        </Button>
      </Group>
      <QueryState
        isLoading={colors.isLoading}
        isError={colors.isError}
        onRetry={() => void colors.refetch()}
      />
      {colors.data?.length ? (
        <ResponsiveTable
          rows={colors.data}
          columns={columns}
          rowKey={(row) => row._id}
          actionsLabel={t('admin.common.actions')}
          actions={(row) => (
            <CatalogRowActions
              entity="color"
              id={row._id}
              name={row.colorName}
              onEdit={() => setEditing({ row })}
              inUse={row.productCount > 0}
              deleting={remove.isPending}
              onDelete={remove.mutate}
            />
          )}
        />
      ) : null}
      {editing ? <ColorForm row={editing.row} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}

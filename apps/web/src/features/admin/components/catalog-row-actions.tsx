import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { CatalogEntity } from '../catalog-api.ts';
import { confirmAction } from './confirm.ts';

type Props = {
  entity: CatalogEntity;
  id: string;
  /** The row's name, in the buttons' accessible names and the confirmation. */
  name: string;
  onEdit: () => void;
  /** Listings (or sub-categories) that still use the row: it cannot be deleted then. */
  inUse: boolean;
  deleting: boolean;
  onDelete: (vars: { entity: CatalogEntity; id: string }) => void;
  /** The confirmation's text; the common "Delete {name}?" when absent. */
  deleteText?: string;
};

/** Edit and Delete for a catalogue row; Delete asks first and is off while the row is in use. */
export function CatalogRowActions({
  entity,
  id,
  name,
  onEdit,
  inUse,
  deleting,
  onDelete,
  deleteText,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <ActionIcon
        variant="light"
        aria-label={t('admin.common.editNamed', { name })}
        onClick={onEdit}
      >
        <IconEdit size={16} />
      </ActionIcon>
      <Tooltip label={t('admin.catalog.inUse')} disabled={!inUse}>
        <ActionIcon
          variant="light"
          color="red"
          disabled={inUse || deleting}
          aria-label={t('admin.common.deleteNamed', { name })}
          onClick={() =>
            confirmAction({
              title: t('admin.common.deleteTitle'),
              text: deleteText ?? t('admin.common.deleteText', { name }),
              danger: true,
              onConfirm: () => onDelete({ entity, id }),
            })
          }
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/use-translation.ts';
import {
  adminCategoryCreateBody,
  hindiNameField,
  maxCharsOf,
  type AdminImageUpload,
} from '@haat/shared';
import { ImageUploader } from '@/components/image-uploader/image-uploader.tsx';
import { imagesForRequest, storedImages } from '@/components/image-uploader/image-items.ts';
import { useSaveWithImages } from '@/components/image-uploader/use-save-with-images.ts';
import { endpointKeyPrefix } from '@/lib/api-client.ts';
import { requiredRule, schemaRule } from '@/lib/form-rules.ts';
import { showToast } from '@/lib/toast.ts';

// Category, sub-category and brand names share one rule (admin.ts requiredName).
const NAME_MAX_CHARS = maxCharsOf(adminCategoryCreateBody.shape.category);

export type NamedImageSave = (values: {
  id: string | null;
  name: string;
  /** The name in Hindi (null: none); only for forms given `hindi`. */
  nameHi: string | null;
  /** The kept key, a new file's name, or null for no image. */
  image: string | null;
}) => Promise<{ id: string; imageUpload: AdminImageUpload }>;

type Props = {
  title: string;
  nameLabel: string;
  initialName?: string;
  /** Shows the optional "Name (Hindi)" field (categories and sub-categories). */
  hindi?: boolean;
  initialNameHi?: string | null;
  initialImage?: string | null;
  /** The record's id when editing. */
  id?: string | null;
  /** More fields (a sub-category's brands); their values live with the caller. */
  children?: ReactNode;
  onSave: NamedImageSave;
  onClose: () => void;
};

/**
 * The form of a category, sub-category or brand: a name and one picture, uploaded after the
 * save answers its URL. Opened by rendering it; closes itself once everything arrived.
 */
export function NamedImageForm({
  title,
  nameLabel,
  initialName = '',
  hindi = false,
  initialNameHi = null,
  initialImage = null,
  id = null,
  children,
  onSave,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: initialName, nameHi: initialNameHi ?? '' },
    validate: {
      // One message for the three kinds of name (each schema words its own).
      name: requiredRule(t('admin.common.nameRequired')),
      // The server's rule (packages/shared), checked here so its message shows by the field.
      nameHi: schemaRule(hindiNameField),
    },
    // As the shared rules send them: the name trimmed, a blank Hindi name as none.
    transformValues: ({ name, nameHi }) => {
      const hindiName = hindiNameField.safeParse(nameHi);
      return {
        name: name.trim(),
        nameHi: hindi && hindiName.success ? (hindiName.data ?? null) : null,
      };
    },
  });
  const [images, setImages] = useState(() => storedImages(initialImage ? [initialImage] : []));
  const { busy, save, retry, failed } = useSaveWithImages({
    images,
    setImages,
    initialId: id,
    onSaved: () => {
      showToast('success', t('admin.common.saved'));
      void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') });
      onClose();
    },
  });

  const submit = ({ name, nameHi }: { name: string; nameHi: string | null }) =>
    save(async (savedId) => {
      try {
        const answer = await onSave({
          id: savedId,
          name,
          nameHi,
          image: imagesForRequest(images)[0] ?? null,
        });
        void queryClient.invalidateQueries({ queryKey: endpointKeyPrefix('/admin') });
        return { id: answer.id, uploads: answer.imageUpload ? [answer.imageUpload] : [] };
      } catch {
        return null; // the client showed the server's message
      }
    });

  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="md">
          <TextInput
            label={nameLabel}
            withAsterisk
            maxLength={NAME_MAX_CHARS}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {hindi ? (
            <TextInput
              label={t('admin.catalog.nameHi')}
              description={t('admin.catalog.nameHiHint')}
              lang="hi"
              maxLength={maxCharsOf(hindiNameField)}
              {...form.getInputProps('nameHi')}
            />
          ) : null}
          {children}
          <ImageUploader
            label={t('admin.common.image')}
            value={images}
            onChange={setImages}
            max={1}
            disabled={busy}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.goBack')}
            </Button>
            {failed ? (
              <Button variant="light" onClick={() => void retry()} loading={busy}>
                {t('admin.common.retryUpload')}
              </Button>
            ) : null}
            <Button type="submit" loading={busy}>
              {t('admin.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { localizeMessage } from '@/lib/rule-messages.ts';
import { UploadError, uploadToPresignedUrl } from '@/lib/upload.ts';
import { pendingUploads, type ImageItem, type NewImage } from './image-items.ts';

type Uploadable = NewImage & { upload: NonNullable<NewImage['upload']> };

/**
 * Sends the new images of a saved form to their pre-signed URLs, each with its content type
 * and its own percent progress. A failed file keeps its error for a
 * retry; the answer says whether every file arrived.
 */
export function useImageUploads(setItems: Dispatch<SetStateAction<ImageItem[]>>) {
  const { t } = useTranslation();

  const patch = useCallback(
    (id: string, change: Partial<NewImage>) =>
      setItems((items) =>
        items.map((item) =>
          item.id === id && item.kind === 'new' ? { ...item, ...change } : item,
        ),
      ),
    [setItems],
  );

  /**
   * A used link (409 from the app's route, 412 from a bucket refusing to overwrite) says how to
   * get a new one, in the reader's language; another refusal shows the server's words.
   */
  const uploadErrorText = useCallback(
    (error: unknown) => {
      if (error instanceof UploadError && (error.status === 409 || error.status === 412)) {
        return t('sellerMsg.uploadLinkUsed');
      }
      return error instanceof UploadError && error.serverMessage
        ? localizeMessage(error.serverMessage)
        : t('imageUploader.uploadFailed');
    },
    [t],
  );

  const uploadOne = useCallback(
    async (item: Uploadable): Promise<boolean> => {
      patch(item.id, { status: 'uploading', progress: 0, error: null });
      try {
        await uploadToPresignedUrl(
          item.upload.url,
          item.file,
          (progress) => patch(item.id, { progress }),
          item.upload.contentType,
        );
        patch(item.id, { status: 'done', progress: 100 });
        return true;
      } catch (error) {
        patch(item.id, { status: 'failed', error: uploadErrorText(error) });
        return false;
      }
    },
    [patch, uploadErrorText],
  );

  /** Uploads every pending file of `items` at once; true when all arrived. */
  const uploadAll = useCallback(
    async (items: readonly ImageItem[]) => {
      const results = await Promise.all(pendingUploads(items).map(uploadOne));
      return results.every(Boolean);
    },
    [uploadOne],
  );

  return { uploadAll, uploadOne };
}

import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { PreSignedUpload } from '@haat/shared';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { attachUploads, hasFailedUploads, type ImageItem } from './image-items.ts';
import { useImageUploads } from './use-image-uploads.ts';

/** What a create or update answered: the record's id and the uploads its new images need. */
export type SavedWithUploads = { id: string; uploads: readonly PreSignedUpload[] };

type Options = {
  images: ImageItem[];
  setImages: Dispatch<SetStateAction<ImageItem[]>>;
  /** The record's id when editing; after a first save, the id that save answered. */
  initialId: string | null;
  /** Every file arrived: the form is saved. */
  onSaved: (id: string) => void;
};

/**
 * The save of a form with photos: one request at a time (clicks during it are ignored), then
 * every new file to its pre-signed URL. The form counts as saved only when all files arrived;
 * until then it stays open with each failed file's error and a retry, and a second save
 * updates the record the first one created.
 */
export function useSaveWithImages({ images, setImages, initialId, onSaved }: Options) {
  const { busy, run } = useSingleFlight();
  const { uploadAll } = useImageUploads(setImages);
  const [savedId, setSavedId] = useState<string | null>(initialId);
  // The uploads read the images as they are when a save answers, not as the click saw them.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);

  const finish = async (id: string, items: readonly ImageItem[]) => {
    if (await uploadAll(items)) onSaved(id);
  };

  /** Runs `request` (a create or update) unless a save is running, then uploads. */
  const save = (request: (savedId: string | null) => Promise<SavedWithUploads | null>) =>
    run(async () => {
      const answer = await request(savedId);
      if (!answer) return;
      setSavedId(answer.id);
      const next = attachUploads(latest.current, answer.uploads);
      setImages(next);
      await finish(answer.id, next);
    });

  /** Sends the files that failed again (their URLs stay valid for 30 minutes). */
  const retry = () =>
    run(async () => {
      if (savedId) await finish(savedId, latest.current);
    });

  return { busy, save, retry, savedId, failed: hasFailedUploads(images) };
}

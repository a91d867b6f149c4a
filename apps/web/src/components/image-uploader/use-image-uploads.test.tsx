import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELLER_MSG } from '@haat/shared';
import { changeLanguage, i18n } from '@/i18n/index.ts';
import * as upload from '@/lib/upload.ts';
import type { ImageItem, NewImage } from './image-items.ts';
import { useImageUploads } from './use-image-uploads.ts';

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
});

const pending = (): NewImage => ({
  id: 'one',
  kind: 'new',
  file: new File([new Uint8Array([1])], 'one.webp', { type: 'image/webp' }),
  source: new Blob(),
  preview: 'blob:one',
  name: 'one.webp',
  upload: { key: 'k.webp', url: '/api/uploads/k.webp?x', contentType: 'image/webp' },
  status: 'ready',
  progress: 0,
  error: null,
});

/** Uploads one pending image whose PUT is refused with `error`, and answers its item after. */
async function failedWith(error: Error) {
  vi.spyOn(upload, 'uploadToPresignedUrl').mockRejectedValue(error);
  const { result } = renderHook(() => {
    const [items, setItems] = useState<ImageItem[]>([pending()]);
    return { items, ...useImageUploads(setItems) };
  });
  await act(async () => {
    await result.current.uploadAll(result.current.items);
  });
  return result.current.items[0] as NewImage;
}

describe('a refused upload', () => {
  it('a used link (the app’s 409, a bucket’s 412) says to save again, in the reader’s language', async () => {
    expect((await failedWith(new upload.UploadError(412, null))).error).toBe(
      SELLER_MSG.uploadLinkUsed,
    );
    await changeLanguage('hi');
    const hindi = (await failedWith(new upload.UploadError(409, SELLER_MSG.uploadLinkUsed))).error;
    expect(hindi).toBe(i18n.t('sellerMsg.uploadLinkUsed'));
    expect(hindi).not.toBe(SELLER_MSG.uploadLinkUsed);
  });

  it('another refusal shows the server’s words, and a lost connection the generic failure', async () => {
    const item = await failedWith(new upload.UploadError(400, 'The file is not an image.'));
    expect(item.status).toBe('failed');
    expect(item.error).toBe('The file is not an image.');
    expect((await failedWith(new Error('Upload failed'))).error).toBe(
      i18n.t('imageUploader.uploadFailed'),
    );
  });
});

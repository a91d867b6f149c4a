import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@/i18n/index.ts';
import { imagesLimitMessage, MSG } from '@haat/shared';
import { renderWithProviders } from '@/test/render.tsx';
import type * as UploadModule from '@/lib/upload.ts';
import { ImageUploader } from './image-uploader.tsx';
import {
  attachUploads,
  imagesForRequest,
  storedImages,
  type ImageItem,
  type NewImage,
} from './image-items.ts';

// The browser's re-encoding is not what these tests look at: a chosen image becomes webp as is.
vi.mock('@/lib/upload.ts', async (original) => ({
  ...(await original<typeof UploadModule>()),
  compressImage: async (file: File) =>
    new File([file], file.name.replace(/\.\w+$/, '.webp'), { type: 'image/webp' }),
}));

beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test-${n++}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function Harness({ initial, max = 6 }: { initial: ImageItem[]; max?: number }) {
  const [items, setItems] = useState(initial);
  return <ImageUploader label="Photos" value={items} onChange={setItems} max={max} />;
}

const fileInput = () =>
  screen.getByTestId('image-dropzone').querySelector('input[type=file]') as HTMLInputElement;

const choose = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

describe('ImageUploader', () => {
  it('words the limit warning as spec §5 does', () => {
    expect(i18n.t('imageUploader.limit', { max: 6 })).toBe(imagesLimitMessage(6));
    expect(i18n.t('imageUploader.limit', { max: 3 })).toBe(imagesLimitMessage(3));
  });

  it('adds chosen images as webp files', async () => {
    renderWithProviders(<Harness initial={[]} />);
    choose([png('Shop Front.png'), png('counter.png')]);
    await waitFor(() => expect(screen.getAllByTestId('image-thumb')).toHaveLength(2));
    expect(screen.getByText('2 of 6 photos')).toBeTruthy();
  });

  it('keeps at most max images and warns "Upto {max} images allowed"', async () => {
    renderWithProviders(
      <Harness initial={storedImages(['a.webp', 'b.webp', 'c.webp', 'd.webp', 'e.webp'])} />,
    );
    choose([png('one.png'), png('two.png'), png('three.png')]);
    expect(await screen.findByText(imagesLimitMessage(6))).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('image-thumb')).toHaveLength(6));
  });

  it('warns at the limit and adds nothing more', async () => {
    renderWithProviders(<Harness initial={storedImages(['a.webp', 'b.webp'])} max={2} />);
    choose([png('one.png')]);
    expect(await screen.findByText(imagesLimitMessage(2))).toBeTruthy();
    expect(screen.getAllByTestId('image-thumb')).toHaveLength(2);
  });

  it('refuses files that are not images', async () => {
    renderWithProviders(<Harness initial={[]} />);
    choose([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText(MSG.onlyImages)).toBeTruthy();
    expect(screen.queryAllByTestId('image-thumb')).toHaveLength(0);
  });

  it('removes an image', async () => {
    renderWithProviders(<Harness initial={storedImages(['a.webp', 'b.webp'])} />);
    fireEvent.click(screen.getAllByRole('button', { name: /^Remove/ })[0]!);
    await waitFor(() => expect(screen.getAllByTestId('image-thumb')).toHaveLength(1));
  });
});

describe('images of a save', () => {
  const fresh = (name: string): NewImage => ({
    id: name,
    kind: 'new',
    file: new File([], name, { type: 'image/webp' }),
    source: new Blob(),
    preview: `blob:${name}`,
    name,
    upload: null,
    status: 'ready',
    progress: 0,
    error: null,
  });

  it('keeps stored images by key and sends new ones by file name, in order', () => {
    const items = [...storedImages(['old-key.webp']), fresh('new-1.webp')];
    expect(imagesForRequest(items)).toEqual(['old-key.webp', 'new-1.webp']);
  });

  it('gives each new image its upload; an uploaded one is then kept by its key', () => {
    const items = [...storedImages(['old.webp']), fresh('a-1.webp'), fresh('b-2.webp')];
    const attached = attachUploads(items, [
      { image: 'b-2.webp', key: 'k2.webp', url: '/up/k2', contentType: 'image/webp' },
      { image: 'a-1.webp', key: 'k1.webp', url: '/up/k1', contentType: 'image/webp' },
    ]);
    expect(attached.map((item) => (item.kind === 'new' ? item.upload?.key : item.key))).toEqual([
      'old.webp',
      'k1.webp',
      'k2.webp',
    ]);
    const uploaded = attached.map((item) =>
      item.kind === 'new' && item.name === 'a-1.webp' ? { ...item, status: 'done' as const } : item,
    );
    // A file that has not arrived asks for a fresh URL on the next save.
    expect(imagesForRequest(uploaded)).toEqual(['old.webp', 'k1.webp', 'b-2.webp']);
  });
});

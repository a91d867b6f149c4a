import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError, uploadToPresignedUrl } from './upload.ts';

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** An XMLHttpRequest that records the request and answers `status` with `responseText`. */
function fakeXhr(sent: Sent[], status: number, responseText = '') {
  return class {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      this.status = status;
      this.responseText = responseText;
      queueMicrotask(() => this.onload?.());
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadToPresignedUrl', () => {
  it('PUTs the file with its signed content type and If-None-Match: * (S3 links sign it)', async () => {
    const sent: Sent[] = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, 200));
    const file = new File(['webp-bytes'], 'shop.webp', { type: 'image/webp' });
    await uploadToPresignedUrl('https://bucket.example.test/k.webp?X-Amz-Signature=1', file);
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: 'https://bucket.example.test/k.webp?X-Amz-Signature=1',
        headers: { 'content-type': 'image/webp', 'if-none-match': '*' },
        body: file,
      },
    ]);
  });

  it('a link already used is refused with its status and, from the app, its message', async () => {
    const sent: Sent[] = [];
    const message = 'This upload link has already been used, please save again to get a new one.';
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, 409, JSON.stringify({ message })));
    const file = new File(['x'], 'a.webp', { type: 'image/webp' });
    const refused = uploadToPresignedUrl('/api/uploads/k.webp?signature=1', file);
    await expect(refused).rejects.toBeInstanceOf(UploadError);
    await expect(refused).rejects.toMatchObject({ status: 409, serverMessage: message });

    // S3 answers 412 with XML: the status still tells the caller.
    vi.stubGlobal('XMLHttpRequest', fakeXhr(sent, 412, '<Error><Code>PreconditionFailed'));
    await expect(uploadToPresignedUrl('https://b.test/k', file)).rejects.toMatchObject({
      status: 412,
      serverMessage: null,
    });
  });
});

import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

/** Brotli where the browser takes it, else gzip: a drawn page is tens of KB of repetitive HTML. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** How many pages' compressed copies are kept (the oldest leave first). */
const MAX_COMPRESSED_PAGES = 500;

/**
 * Compressed copies of the pages sent lately, by page key, for as long as the page is the same
 * text: a kept page is compressed once per encoding, not once per visitor.
 */
export function compressedCopies() {
  const copies = new Map<string, { html: string } & Partial<Record<Encoding, Buffer>>>();
  return {
    async get(key: string, html: string, encoding: Encoding): Promise<Buffer> {
      let copy = copies.get(key);
      if (copy?.html !== html) {
        copies.delete(key);
        copy = { html };
        copies.set(key, copy);
        const oldest = copies.keys().next().value;
        if (copies.size > MAX_COMPRESSED_PAGES && oldest !== undefined) copies.delete(oldest);
      }
      copy[encoding] ??=
        encoding === 'br'
          ? await brotliAsync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzipAsync(html);
      return copy[encoding];
    },
  };
}

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  getStorage,
  keyIssuedAt,
  newImageKey,
  planImages,
  UPLOAD_KEY_PATTERN,
  UPLOAD_URL_TTL_MS,
} from './index.ts';
import { createLocalStorage, UploadLinkUsedError } from './local.ts';
import { createS3Storage } from './s3.ts';

const s3Env = {
  STORAGE: 's3',
  S3_BUCKET: 'haat-media',
  S3_REGION: 'ap-south-1',
  S3_ENDPOINT: 'https://minio.example.test',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
  S3_PUBLIC_URL: 'https://cdn.example.test/media/',
};

describe('configuration', () => {
  it('STORAGE=s3 fails fast without its settings, naming each', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET is required with STORAGE=s3/);
    try {
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'b' });
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'])
        expect(message).toContain(name);
      expect(message).not.toContain('S3_BUCKET');
    }
  });

  it('local is the default; s3 settings are read when set', () => {
    expect(loadConfig({}).storage.driver).toBe('local');
    const config = loadConfig(s3Env);
    expect(config.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'haat-media',
        region: 'ap-south-1',
        endpoint: 'https://minio.example.test',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        publicUrl: 'https://cdn.example.test/media',
      },
    });
    expect(getStorage(config).driver).toBe('s3');
    expect(getStorage(config)).toBe(getStorage(config));
  });
});

describe('keys', () => {
  it('are UUIDv7 webp names that carry the time they were issued', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const key = newImageKey(now);
    expect(key).toMatch(UPLOAD_KEY_PATTERN);
    expect(keyIssuedAt(key)).toEqual(now);
    expect(newImageKey(now)).not.toBe(key);
    expect(keyIssuedAt('seed/category-x.webp')).toBeNull();
  });
});

describe('the local driver', () => {
  const storage = createLocalStorage('/tmp/never-written', 'a-secret-of-at-least-32-characters!!');
  const now = new Date('2026-03-01T10:00:00.000Z');

  it('signs key, expiry and type; refuses anything altered, and expired links', async () => {
    const key = newImageKey(now);
    const url = await storage.presignPut(
      key,
      'image/webp',
      new Date(now.getTime() + UPLOAD_URL_TTL_MS),
      now,
    );
    const query = new URL(url, 'http://x').searchParams;
    const upload = {
      key,
      expires: Number(query.get('expires')),
      type: query.get('type')!,
      signature: query.get('signature')!,
    };
    expect(storage.verify(upload, now)).toBe('ok');
    expect(storage.verify({ ...upload, type: 'image/png' }, now)).toBe('invalid');
    expect(storage.verify({ ...upload, expires: upload.expires + 1 }, now)).toBe('invalid');
    expect(storage.verify({ ...upload, key: newImageKey(now) }, now)).toBe('invalid');
    expect(storage.verify({ ...upload, signature: 'zz' }, now)).toBe('invalid');
    expect(storage.verify(upload, new Date(now.getTime() + UPLOAD_URL_TTL_MS + 1000))).toBe(
      'expired',
    );
    const otherSecret = createLocalStorage(
      '/tmp/never-written',
      'another-secret-of-at-least-32-chars!',
    );
    expect(otherSecret.verify(upload, now)).toBe('invalid');
  });

  it('plans images: kept references stay in order, new names get keys, dropped ones are listed', async () => {
    const kept = newImageKey(now);
    const dropped = newImageKey(now);
    const plan = await planImages(storage, now, [kept, dropped], ['new.jpg', kept, kept]);
    expect(plan.images).toHaveLength(2);
    expect(plan.images[1]).toBe(kept);
    expect(plan.uploads).toEqual([
      {
        image: 'new.jpg',
        key: plan.images[0],
        url: expect.stringMatching(/^\/api\/uploads\//),
        contentType: 'image/jpeg',
      },
    ]);
    expect(plan.removed).toEqual([dropped]);
  });
});

describe('the local driver on disk', () => {
  it('lets one of many simultaneous stores of a key through; the others are refused as used', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'haat-claims-'));
    try {
      const storage = createLocalStorage(
        join(dataDir, 'uploads'),
        'a-secret-of-at-least-32-characters!!',
      );
      const key = newImageKey(new Date());
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const results = await Promise.allSettled(
        Array.from({ length: 12 }, () => storage.store(key, png)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r) => r.status === 'rejected'))
        expect(result.reason).toBeInstanceOf(UploadLinkUsedError);
      expect(await storage.claimed(key)).toBe(true);
      expect(await storage.exists(key)).toBe(true);
      // Removing the image keeps the claim: the link of a dropped key stays spent.
      await storage.remove([key]);
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.store(key, png)).rejects.toBeInstanceOf(UploadLinkUsedError);
      // Claims of keys issued before a time go; younger ones stay.
      const young = newImageKey(new Date(Date.now() + 60_000));
      await storage.store(young, png);
      expect(await storage.pruneClaims(new Date(Date.now() + 1000))).toBe(1);
      expect(readdirSync(join(dataDir, 'upload-claims'))).toEqual([young]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the S3 driver', () => {
  const settings = loadConfig(s3Env).storage.s3;
  const storage = createS3Storage(settings);
  const now = new Date();

  it('presigns a create-only PUT that binds the content type, for the URL lifetime, with no SDK checksum', async () => {
    const key = newImageKey(now);
    const url = new URL(
      await storage.presignPut(key, 'image/jpeg', new Date(now.getTime() + UPLOAD_URL_TTL_MS), now),
    );
    expect(url.origin).toBe('https://minio.example.test');
    expect(url.pathname).toBe(`/haat-media/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_URL_TTL_MS / 1000));
    const signed = url.searchParams.get('X-Amz-SignedHeaders')?.split(';');
    expect(signed).toContain('content-type');
    // Create-only (If-None-Match: *) is signed: a PUT without it, or with another value, fails.
    expect(signed).toContain('if-none-match');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(
      [...url.searchParams.keys()].some((name) => name.toLowerCase().includes('checksum')),
    ).toBe(false);
  });

  it('records hold the public URL; only keys it issued map back', () => {
    const key = newImageKey(now);
    expect(storage.reference(key)).toBe(`https://cdn.example.test/media/${key}`);
    expect(storage.keyOf(`https://cdn.example.test/media/${key}`)).toBe(key);
    expect(storage.keyOf('https://elsewhere.test/x.webp')).toBeNull();
    expect(storage.keyOf('seed/brand-lg.webp')).toBeNull();
  });
});

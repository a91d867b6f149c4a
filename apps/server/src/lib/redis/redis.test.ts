import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/faults/server-process.ts';
import { tcpProxy } from '../../test/faults/tcp-proxy.ts';
import { connectRedis, REDIS_OPTIONS, REDIS_TIMEOUTS, type RedisLink } from './index.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Closes the link and checks that it stops reconnecting (a closed link must not keep trying). */
async function closeAndCheckQuiet(link: RedisLink) {
  await link.close();
  let attempts = 0;
  const count = () => void (attempts += 1);
  link.client.on('connecting', count).on('reconnecting', count).on('error', count);
  await new Promise((resolve) =>
    setTimeout(resolve, REDIS_TIMEOUTS.maxReconnectDelayMs + REDIS_TIMEOUTS.connectMs),
  );
  expect(attempts).toBe(0);
}

function logs() {
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    warnings,
    infos,
    warn: (line: string) => void warnings.push(line),
    info: (line: string) => void infos.push(line),
  };
}

describe('connectRedis', () => {
  it('waits less than a second for anything and keeps reconnecting', () => {
    expect(REDIS_OPTIONS.connectTimeout).toBeLessThanOrEqual(1000);
    expect(REDIS_OPTIONS.commandTimeout).toBeLessThanOrEqual(1000);
    expect(REDIS_OPTIONS.socketTimeout).toBeLessThanOrEqual(1000);
    expect(REDIS_TIMEOUTS.quitMs).toBeLessThanOrEqual(1000);
    for (const attempt of [1, 10, 1_000_000]) {
      const delay = REDIS_OPTIONS.retryStrategy(attempt);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(REDIS_TIMEOUTS.maxReconnectDelayMs);
    }
  });

  it('warns once for an outage however many reconnections fail, and answers without waiting', async () => {
    const log = logs();
    const link = connectRedis(`redis://127.0.0.1:${await freePort()}`, log);
    let errors = 0;
    link.client.on('error', () => (errors += 1));
    await expect.poll(() => errors, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(link.usable()).toBe(false);
    expect(link.isUp()).toBe(false);
    await expect(link.ping()).resolves.toBe(false);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toMatch(/Redis is not answering .*counted in this process/);
    await closeAndCheckQuiet(link);
  });

  it.skipIf(!redisUrl)(
    'notices Redis leaving and coming back, once each, and closes on a stalled connection',
    async () => {
      const target = new URL(redisUrl!);
      const proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
      const log = logs();
      const link = connectRedis(`redis://127.0.0.1:${proxy.port}`, log);
      try {
        await expect.poll(() => link.ping()).toBe(true);
        await proxy.down();
        await expect.poll(() => link.ping()).toBe(false);
        expect(log.warnings).toHaveLength(1);
        await proxy.up();
        await expect.poll(() => link.ping(), { timeout: 10_000 }).toBe(true);
        expect(log.infos).toEqual([expect.stringMatching(/Redis answers again/)]);
        await proxy.stall();
        await expect.poll(() => link.ping()).toBe(false);
        expect(log.warnings).toHaveLength(2);
        // QUIT would wait for ever on this connection: it is dropped instead.
        await closeAndCheckQuiet(link);
      } finally {
        await proxy.close();
      }
    },
  );
});

// Overload: past a threshold of config.overload the app answers 503 with Retry-After at once
// (plugins/overload.ts, @fastify/under-pressure) instead of queueing, and serves again after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '@haat/shared';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../app.ts';

/** Holds the event loop, as a flood of requests or one runaway query would. */
const blockEventLoop = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('overload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50', OVERLOAD_RETRY_AFTER_SECONDS: '7' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with Retry-After in the envelope while the event loop lags, then serves again', async () => {
    const health = () => t.call({ method: 'GET', url: '/api/health' });
    let busy = await health();
    expect(busy.status).toBe(200);
    for (let i = 0; i < 40 && busy.status !== 503; i++) {
      blockEventLoop(300);
      // Let under-pressure take its sample of the delay before asking.
      await new Promise((resolve) => setTimeout(resolve, 0));
      busy = await health();
    }
    expect(busy.status).toBe(503);
    expect(busy.body).toEqual({
      code: 503,
      message: API_MSG.serverBusy,
      messageKey: 'apiMsg.serverBusy',
      payload: null,
      error: 'UNAVAILABLE',
    });
    expect(busy.headers['retry-after']).toBe('7');
    // In the same busy moment the web app's files are still served (none is built here: the
    // answer is the router's 404, not the overload's 503), so an open page loads its next screen.
    const appFile = await t.call({ method: 'GET', url: '/assets/index-0000.js' });
    expect([appFile.status, (await health()).status]).toEqual([404, 503]);
    // The next samples of an idle loop clear it.
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
  });

  it('refuses bad thresholds at start-up', () => {
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '1.5' }),
    ).toThrow(/OVERLOAD_MAX_EVENT_LOOP_UTILIZATION/);
    expect(() =>
      loadConfig({ JWT_SECRET: 'x'.repeat(32), DATABASE_CONNECT_TIMEOUT_MS: '0' }),
    ).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });
});

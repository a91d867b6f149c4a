import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { countTap } from './taps.ts';

describe('countTap', () => {
  it('posts the tap as a keep-alive request that outlives the page', async () => {
    let keepalive: boolean | undefined;
    const calls = mockApi({
      'POST /api/public/product/taps': ({ init }) => {
        keepalive = init.keepalive;
        return ok({ counted: true });
      },
    });
    countTap('product', '0190a1b2-0000-7000-8000-0000000000c1', 'whatsapp');
    await Promise.resolve();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      id: '0190a1b2-0000-7000-8000-0000000000c1',
      action: 'whatsapp',
    });
    expect(keepalive).toBe(true);
  });

  it('ignores a failure: no error escapes, nothing is thrown at the tap', async () => {
    mockApi({ 'POST /api/public/service/taps': 'network-error' });
    expect(() => countTap('service', '0190a1b2-0000-7000-8000-0000000000c2', 'call')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

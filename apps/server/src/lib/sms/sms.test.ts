import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSms, msg91Sms, twilioSms } from './index.ts';

type Seen = { method?: string; url?: string; headers: Record<string, unknown>; body: string };

// A local stand-in for the providers: answers with the statuses queued for each call.
const seen: Seen[] = [];
let statuses: number[] = [];
let delayMs = 0;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    const status = statuses.shift() ?? 200;
    setTimeout(
      () => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'),
      delayMs,
    );
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
const reset = (queued: number[] = [], delay = 0) => {
  seen.length = 0;
  statuses = queued;
  delayMs = delay;
};

describe('msg91 adapter', () => {
  it('posts the message to +91 number with the auth key', async () => {
    reset();
    await msg91Sms({ authKey: 'k1', templateId: 't1', baseUrl }).send(
      '9876543210',
      '1234 is your OTP',
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/v5/flow',
      headers: { authkey: 'k1' },
    });
    expect(JSON.parse(seen[0]!.body)).toMatchObject({
      template_id: 't1',
      recipients: [{ mobiles: '919876543210' }],
    });
  });

  it('retries a 5xx and succeeds', async () => {
    reset([503, 200]);
    await msg91Sms({ authKey: 'k', templateId: 't', baseUrl }).send('9876543210', 'x');
    expect(seen).toHaveLength(2);
  });

  it('does not retry a 4xx and fails', async () => {
    reset([401]);
    await expect(
      msg91Sms({ authKey: 'k', templateId: 't', baseUrl }).send('9876543210', 'x'),
    ).rejects.toThrow('401');
    expect(seen).toHaveLength(1);
  });

  it('gives up after a timeout on every try', async () => {
    reset([], 300);
    await expect(
      msg91Sms({ authKey: 'k', templateId: 't', baseUrl, timeoutMs: 50, retries: 1 }).send(
        '9876543210',
        'x',
      ),
    ).rejects.toThrow();
  });
});

describe('twilio adapter', () => {
  it('posts a form with basic auth to the account messages', async () => {
    reset();
    await twilioSms({ accountSid: 'AC1', authToken: 'tok', from: '+15550001', baseUrl }).send(
      '9876543210',
      'hello',
    );
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/2010-04-01/Accounts/AC1/Messages.json',
    });
    expect(seen[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('AC1:tok').toString('base64')}`,
    );
    expect(new URLSearchParams(seen[0]!.body).get('To')).toBe('+919876543210');
  });
});

describe('console adapter', () => {
  it('keeps an outbox outside production, and logs only the masked phone', async () => {
    const lines: string[] = [];
    const dev = consoleSms((line) => lines.push(line), { devOutbox: true });
    await dev.send('9876543210', '1111 is your OTP');
    await dev.send('9876543211', 'Haat: your enquiry reached Sharma Electronics.', 'receipt');
    expect(lines).toEqual([
      'SMS (otp) to ******3210 not sent (SMS=console): in the dev outbox',
      'SMS (receipt) to ******3211 not sent (SMS=console): in the dev outbox',
    ]);
    expect(dev.outbox('9876543210')?.[0]?.text).toBe('1111 is your OTP');
  });

  it('in production never writes a message to the log: it goes to a file only its owner reads', async () => {
    // "SMS to 63255…: 7120 is your Haat OTP" was in the production log.
    const dir = await mkdtemp(join(tmpdir(), 'haat-sms-'));
    const file = join(dir, 'sms-outbox.txt');
    const lines: string[] = [];
    const prod = consoleSms((line) => lines.push(line), { outboxFile: file });
    await prod.send('9876543210', '7120 is your Haat OTP');
    await prod.send('9123456789', '4455 is your Haat OTP');
    expect(lines.join('\n')).not.toMatch(/7120|4455|9876543210|9123456789/);
    expect(lines[0]).toContain('******3210');
    expect(prod.outbox('9876543210')).toBeNull();
    const kept = await readFile(file, 'utf8');
    expect(kept).toContain('9876543210: 7120 is your Haat OTP');
    expect(kept).toContain('9123456789: 4455 is your Haat OTP');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await rm(dir, { recursive: true, force: true });
  });
});

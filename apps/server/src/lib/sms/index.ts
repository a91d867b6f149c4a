/** The SMS port (DESIGN.md §5): where one-time passwords go. */
export type SmsSender = {
  readonly name: string;
  send(phoneNo: string, text: string): Promise<void>;
};

export type OutboxMessage = { phoneNo: string; text: string; sentAt: string };

/**
 * Writes each message to the log; outside production it also keeps the last messages per phone
 * in a dev outbox, so a developer (and the browser journeys) can read the code.
 */
export function consoleSms(log: (line: string) => void, keepOutbox: boolean) {
  const outbox = new Map<string, OutboxMessage[]>();
  const sender: SmsSender & { outbox(phoneNo: string): OutboxMessage[] | null } = {
    name: 'console',
    async send(phoneNo, text) {
      log(`SMS to ${phoneNo}: ${text}`);
      if (!keepOutbox) return;
      const messages = outbox.get(phoneNo) ?? [];
      messages.unshift({ phoneNo, text, sentAt: new Date().toISOString() });
      outbox.set(phoneNo, messages.slice(0, 10));
    },
    outbox: (phoneNo) => (keepOutbox ? (outbox.get(phoneNo) ?? []) : null),
  };
  return sender;
}

type HttpSmsOptions = { timeoutMs?: number; retries?: number };

/** One HTTP call with a timeout, retried on network failure and 5xx with a short backoff. */
export async function postWithRetry(
  url: string,
  init: RequestInit,
  { timeoutMs = 5000, retries = 2 }: HttpSmsOptions = {},
) {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok) return response;
      lastError = new Error(`SMS provider answered ${response.status}`);
      if (response.status < 500) break;
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('SMS provider unreachable');
}

/** MSG91 flow API (https://control.msg91.com/api/v5/flow). */
export function msg91Sms(
  opts: { authKey: string; templateId: string; baseUrl: string } & HttpSmsOptions,
): SmsSender {
  return {
    name: 'msg91',
    async send(phoneNo, text) {
      await postWithRetry(
        `${opts.baseUrl}/api/v5/flow`,
        {
          method: 'POST',
          headers: {
            authkey: opts.authKey,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            template_id: opts.templateId,
            short_url: '0',
            recipients: [{ mobiles: `91${phoneNo}`, message: text }],
          }),
        },
        opts,
      );
    },
  };
}

/** Twilio Messages API. */
export function twilioSms(
  opts: { accountSid: string; authToken: string; from: string; baseUrl: string } & HttpSmsOptions,
): SmsSender {
  const auth = Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(phoneNo, text) {
      await postWithRetry(
        `${opts.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            To: `+91${phoneNo}`,
            From: opts.from,
            Body: text,
          }).toString(),
        },
        opts,
      );
    },
  };
}

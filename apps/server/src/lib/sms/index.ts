import { writeFile } from 'node:fs/promises';
import { maskPhone } from '../log-redaction.ts';

/** What a message is: each has its own registered wording (India's DLT templates). */
export type SmsPurpose = 'otp' | 'alert' | 'receipt' | 'reviewInvite';

/**
 * The SMS port (DESIGN.md §5): one-time passwords, sellers' enquiry alerts, buyers' receipts and
 * review invitations.
 */
export type SmsSender = {
  readonly name: string;
  /** Whether messages of this purpose can be sent (MSG91 needs a template for each). */
  sends(purpose: SmsPurpose): boolean;
  send(phoneNo: string, text: string, purpose?: SmsPurpose): Promise<void>;
};

export type OutboxMessage = { phoneNo: string; text: string; sentAt: string };

/** Where the console driver writes messages in production, in DATA_DIR (never the log). */
export const SMS_OUTBOX_FILE = 'sms-outbox.txt';

/** How many messages the production outbox file keeps: the newest, for a demo's sign-ups. */
const OUTBOX_FILE_MESSAGES = 50;

/**
 * Sends nothing. Outside production it keeps the last messages per phone in a dev outbox, so a
 * developer (and the tests and browser journeys) can read the code at GET /api/dev/outbox. In
 * production (`outboxFile` given: a demo, or an operator who chose SMS=console explicitly) the
 * text goes to a file only the server's user can read, the newest few kept. Either way the log
 * names only the masked phone and says where the message is: a development or staging log is
 * copied and pasted as freely as any, and a code or a number in it is as good as in production's.
 */
export function consoleSms(
  log: (line: string) => void,
  where: { devOutbox: true } | { outboxFile: string },
) {
  const outbox = new Map<string, OutboxMessage[]>();
  let fileLines: string[] = [];
  const sender: SmsSender & { outbox(phoneNo: string): OutboxMessage[] | null } = {
    name: 'console',
    sends: () => true,
    async send(phoneNo, text, purpose = 'otp') {
      const sentAt = new Date().toISOString();
      if ('outboxFile' in where) {
        fileLines = [...fileLines, `${sentAt} ${phoneNo}: ${text}`].slice(-OUTBOX_FILE_MESSAGES);
        await writeFile(where.outboxFile, `${fileLines.join('\n')}\n`, { mode: 0o600 });
        log(`SMS to ${maskPhone(phoneNo)} not sent (SMS=console): written to ${where.outboxFile}`);
        return;
      }
      log(`SMS (${purpose}) to ${maskPhone(phoneNo)} not sent (SMS=console): in the dev outbox`);
      const messages = outbox.get(phoneNo) ?? [];
      messages.unshift({ phoneNo, text, sentAt });
      outbox.set(phoneNo, messages.slice(0, 10));
    },
    outbox: (phoneNo) => ('devOutbox' in where ? (outbox.get(phoneNo) ?? []) : null),
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
  opts: {
    authKey: string;
    templateId: string;
    /** The enquiry alert's template; '' when none is registered (no alerts by SMS). */
    alertTemplateId?: string;
    /** A buyer's enquiry receipt and review invitation; '' sends none. */
    receiptTemplateId?: string;
    reviewInviteTemplateId?: string;
    baseUrl: string;
  } & HttpSmsOptions,
): SmsSender {
  const templates: Record<SmsPurpose, string> = {
    otp: opts.templateId,
    alert: opts.alertTemplateId ?? '',
    receipt: opts.receiptTemplateId ?? '',
    reviewInvite: opts.reviewInviteTemplateId ?? '',
  };
  return {
    name: 'msg91',
    sends: (purpose) => templates[purpose] !== '',
    async send(phoneNo, text, purpose = 'otp') {
      if (!templates[purpose]) throw new Error(`no MSG91 template for ${purpose} messages`);
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
            template_id: templates[purpose],
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
    sends: () => true,
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

// Alerts are never lost (docs/decisions/028-durable-jobs-and-alerts.md): kill -9 of the real server
// while it is sending a seller's alert of an enquiry it has already answered, then a restart on the
// same data: the alert still reaches the SMS provider (a local HTTP server speaking Twilio's
// Messages API), once the dead worker's lease has ended.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alertPreferences, businesses, jobs, products, users } from '../../db/schema/index.ts';
import { LEAD_ALERT } from '../../modules/alerts/lead-alert.ts';
import { LEAD_PATHS, queryPayload } from '../../modules/leads/test-fixtures.ts';
import { createFaultDatabase } from './fault-database.ts';
import { freePort, startServer } from './server-process.ts';

type Sent = { to: string; body: string };

/** Twilio's Messages API on loopback; `hold` keeps alert requests unanswered (a slow provider). */
async function smsProvider() {
  const sent: Sent[] = [];
  let hold = true;
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return new URLSearchParams(text);
  };
  const server: Server = createServer(async (request, response) => {
    const form = await readBody(request);
    const message = { to: form.get('To') ?? '', body: form.get('Body') ?? '' };
    sent.push(message);
    if (hold && message.body.startsWith('Haat:')) return; // never answered
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end('{"sid":"SM1"}');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    alerts: () => sent.filter((message) => message.body.startsWith('Haat:')),
    answer() {
      hold = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function alertSurvivesKill(driver: 'pglite' | 'pg') {
  const database = await createFaultDatabase(driver);
  const provider = await smsProvider();
  try {
    const target = database.targets.find((candidate) => candidate.kind === 'product')!;
    // The product's seller chose SMS alerts, with no quiet hours.
    const seller = await database.inspect(async (db) => {
      const [row] = await db
        .select({ id: users.id, phoneNo: users.phoneNo, product: products.name })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.fkBusinessId))
        .innerJoin(users, eq(users.id, businesses.fkUserId))
        .where(eq(products.id, target.id));
      await db
        .insert(alertPreferences)
        .values({ fkUserId: row!.id, sms: true, quietFrom: 0, quietTo: 0 });
      return row!;
    });
    const env = {
      ...database.env,
      SEED_DEMO: '0',
      SMS: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15550000000',
      TWILIO_BASE_URL: provider.url,
      // A dead worker's claim ends soon, so the test does not wait a minute for it.
      JOB_LEASE_MS: '3000',
    };

    const first = await startServer({ env });
    const answer = await fetch(first.url + LEAD_PATHS.product.create, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...queryPayload({ contactPerson: 'Killed Midway' }),
        fkProductId: target.id,
      }),
    });
    expect(answer.status, first.output()).toBe(201);
    // The worker took the alert and is waiting on the provider: killed there.
    await until(() => provider.alerts().length === 1, 'the first send');
    await first.crash();

    provider.answer();
    const second = await startServer({ env });
    try {
      await until(() => provider.alerts().length >= 2, 'the send after the restart');
      const alert = provider.alerts().at(-1)!;
      expect(alert.to).toBe(`+91${seller.phoneNo}`);
      expect(alert.body).toContain(`new enquiry from Killed Midway for "${seller.product}"`);
    } finally {
      await second.stop();
    }
    // The enquiry's SMS job (its push job, with no browser subscribed, finished at once).
    const rows = await database.inspect((db) =>
      db.select().from(jobs).where(eq(jobs.kind, LEAD_ALERT)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'lead-alert', attempts: 2, failedAt: null });
    expect(rows[0]!.finishedAt).not.toBeNull();
  } finally {
    await provider.close();
    await database.remove();
  }
}

describe('kill -9 while an alert is being sent', () => {
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'PGlite: the alert goes after the restart',
    async () => {
      await alertSurvivesKill('pglite');
    },
    300_000,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: the alert goes after the restart',
    async () => {
      await alertSurvivesKill('pg');
    },
    300_000,
  );
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_MSG } from '@haat/shared';
import { contactMessages } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { createTestApp } from '../../test/app.ts';
import { CONTACT_LIMIT } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, ip = '10.1.1.1') =>
  t.call({
    method: 'POST',
    url: '/api/public/contactUs',
    payload,
    remoteAddress: ip,
  });

describe('POST /api/public/contactUs', () => {
  it('keeps the message and answers 201', async () => {
    const res = await send({
      name: ' Asha Verma ',
      phoneNo: '9876543210',
      email: 'Asha@Example.com',
      message: 'Please list my shop.',
    });
    expect(res).toMatchObject({
      status: 201,
      body: { code: 201, message: PUBLIC_MSG.contactSent },
    });
    const [row] = await t.deps.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.payload._id));
    expect(row).toMatchObject({
      name: 'Asha Verma',
      phoneNo: '9876543210',
      email: 'asha@example.com',
      message: 'Please list my shop.',
    });
    const emailOnly = await send({
      name: 'Ravi',
      phoneNo: '',
      email: 'ravi@example.com',
      message: 'Hi',
    });
    expect(emailOnly.status).toBe(201);
  });

  it('checks the form in plain words', async () => {
    expect((await send({ phoneNo: '9876543210', message: 'Hi' }, '10.1.1.2')).body).toMatchObject({
      code: 400,
      message: PUBLIC_MSG.contactNameRequired,
    });
    expect(
      (await send({ name: 'A', phoneNo: '9876543210', message: '  ' }, '10.1.1.2')).body.message,
    ).toBe(PUBLIC_MSG.contactMessageRequired);
    expect(
      (await send({ name: 'A', phoneNo: '98765', message: 'Hi' }, '10.1.1.2')).body.message,
    ).toBe(PUBLIC_MSG.contactPhoneInvalid);
    expect(
      (await send({ name: 'A', email: 'not-an-email', message: 'Hi' }, '10.1.1.2')).body.message,
    ).toBe(PUBLIC_MSG.contactEmailInvalid);
    expect((await send({ name: 'A', message: 'Hi' }, '10.1.1.2')).body.message).toBe(
      PUBLIC_MSG.contactReplyRequired,
    );
  });

  it('limits each address to a few messages an hour', async () => {
    const ip = '10.1.1.3';
    for (let i = 0; i < CONTACT_LIMIT; i++)
      expect((await send({ name: 'B', phoneNo: '9876543210', message: `#${i}` }, ip)).status).toBe(
        201,
      );
    const limited = await send({ name: 'B', phoneNo: '9876543210', message: 'again' }, ip);
    expect(limited).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(
      (await send({ name: 'C', phoneNo: '9876543210', message: 'other address' }, '10.1.1.4'))
        .status,
    ).toBe(201);
    // The in-memory limiter follows the test clock; Redis keeps its own time.
    if (!process.env.TEST_REDIS_URL) {
      t.clock.advance(60 * 60 * 1000 + 1000);
      expect(
        (await send({ name: 'B', phoneNo: '9876543210', message: 'next hour' }, ip)).status,
      ).toBe(201);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  maskPhone,
  redactLoggedUrl,
  redactLogText,
  serializeLoggedError,
  startupFailureText,
} from './log-redaction.ts';

describe('redactLoggedUrl', () => {
  it('hides the token of the event stream in logged URLs', () => {
    expect(redactLoggedUrl('/api/userAdmin/notification/stream?token=abc.def.ghi')).toBe(
      '/api/userAdmin/notification/stream?token=[REDACTED]',
    );
    expect(redactLoggedUrl('/x?a=1&token=secret&b=2')).toBe('/x?a=1&token=[REDACTED]&b=2');
    expect(redactLoggedUrl('/x?a=1')).toBe('/x?a=1');
    // The query parser reads an encoded name as `token` too, so the log must hide it as well.
    expect(redactLoggedUrl('/x?%74oken=secret&TOKEN=s2')).toBe(
      '/x?%74oken=[REDACTED]&TOKEN=[REDACTED]',
    );
  });

  it('hides the signature of an upload link, local or S3', () => {
    // A logged link could be used by anyone who read the log until it expired.
    expect(
      redactLoggedUrl(
        '/api/uploads/products/ab/c.jpg?expires=1795800000&type=image%2Fjpeg&signature=9f86d081884c7d65',
      ),
    ).toMatch(/\?expires=\S+&type=image%2Fjpeg&signature=\[REDACTED\]$/);
    expect(
      redactLoggedUrl('/k?X-Amz-Credential=AKIA%2F20261128&X-Amz-Signature=abc&x-amz-date=1'),
    ).toBe('/k?X-Amz-Credential=[REDACTED]&X-Amz-Signature=[REDACTED]&x-amz-date=1');
  });

  it('masks phone numbers wherever they are in the address, in any spelling', () => {
    // `requestOTP?phoneNo=…` and search text with a number were logged whole.
    expect(redactLoggedUrl('/api/auth/user/requestOTP?phoneNo=6325512345&type=RegisterUser')).toBe(
      '/api/auth/user/requestOTP?phoneNo=******2345&type=RegisterUser',
    );
    const search = redactLoggedUrl(
      '/api/public/product/search?search=call%20%2B91%2098765-43210%20for%20tiffin&city=Pune',
    );
    expect(search).not.toMatch(/98765|43210/);
    expect(decodeURIComponent(search)).toBe(
      '/api/public/product/search?search=call +******3210 for tiffin&city=Pune',
    );
    expect(redactLoggedUrl('/api/public/product/search?search=9876543210+tiffin')).not.toContain(
      '98765',
    );
    // Encoded digits are digits to the query parser.
    expect(redactLoggedUrl('/x?q=%39%38%37%36%35%34%33%32%31%30')).toBe('/x?q=******3210');
    expect(redactLoggedUrl('/shop/ram-mobiles-9876543210')).toBe('/shop/ram-mobiles-******3210');
  });

  it('leaves record ids, prices, pin codes and plain words as they are', () => {
    const url =
      '/api/public/product/fetch/123e4567-e89b-12d3-a456-426614174000?minPrice=1500&maxPrice=2500000&pincode=411001&search=tea';
    expect(redactLoggedUrl(url)).toBe(url);
  });

  it('hides a position', () => {
    expect(
      redactLoggedUrl('/api/public/product/search?search=tea&lat=19.1197&lng=72.8464&sort=nearest'),
    ).toBe('/api/public/product/search?search=tea&lat=[REDACTED]&lng=[REDACTED]&sort=nearest');
  });
});

describe('maskPhone', () => {
  it('keeps the last four digits', () => {
    expect(maskPhone('9876543210')).toBe('******3210');
  });
});

describe('redactLogText', () => {
  it("replaces a failed statement's values, tokens and e-mail addresses, and masks phones", () => {
    expect(
      redactLogText(
        'Failed query: update users set email = $1 where id = $2\nparams: meena@example.in,01a2291b-c8c0-7ade-ab63-0d938bbe1154',
      ),
    ).toBe('Failed query: update users set email = $1 where id = $2\nparams: [REDACTED]');
    expect(
      redactLogText(
        'from +91 98765 43210 or seller.two@mail.example.co.in, token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
      ),
    ).toBe('from +******3210 or [e-mail], token [REDACTED]');
    // Record ids, network addresses, prices and short numbers stay readable.
    expect(redactLogText('connect ECONNREFUSED 192.168.100.200:5432')).toBe(
      'connect ECONNREFUSED 192.168.100.200:5432',
    );
    expect(redactLogText('call 98765.43210 or 987.654.3210')).toBe('call ******3210 or ******3210');
    expect(redactLogText('lead 01a2291b-c8c0-7ade-ab63-0d938bbe1154 for ₹ 1299, pin 411001')).toBe(
      'lead 01a2291b-c8c0-7ade-ab63-0d938bbe1154 for ₹ 1299, pin 411001',
    );
  });
});

describe('serializeLoggedError', () => {
  it("keeps an error's kind, message, stack, code and cause, redacted, and nothing else of it", () => {
    // What drizzle throws over what PostgreSQL said: the row in its params and its detail.
    const database = Object.assign(
      new Error('duplicate key value violates unique constraint "users_phone_no_key"'),
      { code: '23505', detail: 'Key (phone_no)=(9876543210) already exists.' },
    );
    const failed = Object.assign(
      new Error('Failed query: insert into users values ($1, $2)\nparams: Meena,9876543210', {
        cause: database,
      }),
      { query: 'insert into users values ($1, $2)', params: ['Meena', '9876543210'] },
    );
    const logged = serializeLoggedError(failed);
    expect(logged).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into users values ($1, $2)\nparams: [REDACTED]',
      cause: {
        type: 'Error',
        message: 'duplicate key value violates unique constraint "users_phone_no_key"',
        code: '23505',
      },
    });
    expect(logged.stack).toContain('params: [REDACTED]');
    expect(JSON.stringify(logged)).not.toMatch(/9876543210|Meena|detail|"params"/);
    expect(serializeLoggedError('called 9876543210')).toEqual({
      type: 'string',
      message: 'called ******3210',
      stack: '',
    });
  });
});

describe('startupFailureText', () => {
  it("prints a failed start's stack and causes, without the row a statement failed on", () => {
    const database = Object.assign(
      new Error('could not create unique index "users_phone_no_key"'),
      { code: '23505', detail: 'Key (phone_no)=(9876543210) is duplicated.' },
    );
    const failed = new Error('Failed query: create unique index …\nparams: Meena,9876543210', {
      cause: database,
    });
    const text = startupFailureText(failed);
    expect(text).toMatch(
      /^Error: Failed query: create unique index …\nparams: \[REDACTED\]\n\s+at /,
    );
    expect(text).toMatch(/\ncause: could not create unique index "users_phone_no_key" \(23505\)$/);
    expect(text).not.toMatch(/9876543210|Meena/);
    // A configuration refused: its words whole.
    expect(startupFailureText(new Error('RETENTION_AUDIT_DAYS: must be at least 365'))).toContain(
      'RETENTION_AUDIT_DAYS: must be at least 365',
    );
  });
});

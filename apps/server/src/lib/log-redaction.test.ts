import { describe, expect, it } from 'vitest';
import { maskPhone, redactLoggedUrl } from './log-redaction.ts';

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

import { describe, expect, it } from 'vitest';
import { visitorAddress, visitorHash } from './visitor.ts';

// A visitor is their address, an IPv4 address whole and an IPv6 address by its
// /64 (what one home or one phone is given), never their User-Agent, which anyone can change.

describe('visitorAddress', () => {
  it('keeps an IPv4 address whole', () => {
    expect(visitorAddress('10.0.0.1')).toBe('10.0.0.1');
    expect(visitorAddress('10.0.0.2')).not.toBe(visitorAddress('10.0.0.1'));
  });

  it('reads an IPv4 address mapped into IPv6 as the IPv4 address', () => {
    expect(visitorAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(visitorAddress('::FFFF:0a00:0001')).toBe('10.0.0.1');
  });

  it('takes an IPv6 address by its /64, however it is written', () => {
    const home = visitorAddress('2001:db8:1:2::1');
    expect(home).toBe('2001:db8:1:2::/64');
    for (const other of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0042',
      '2001:db8:1:2:a:b:1.2.3.4',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::9'),
    ]) {
      expect(visitorAddress(other), other).toBe(home);
    }
    expect(visitorAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(visitorAddress('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(visitorAddress('')).toBe('');
    expect(visitorAddress('not an address')).toBe('not an address');
  });
});

describe('visitorHash', () => {
  it('is the same for every browser and every address of one /64, and keeps no address', () => {
    const day = '2026-03-10';
    const a = visitorHash('secret', day, { ip: '2001:db8:1:2::1' });
    expect(visitorHash('secret', day, { ip: '2001:db8:1:2::2' })).toBe(a);
    expect(visitorHash('secret', day, { ip: '2001:db8:1:3::1' })).not.toBe(a);
    expect(visitorHash('secret', '2026-03-11', { ip: '2001:db8:1:2::1' })).not.toBe(a);
    expect(a).not.toContain('2001');
  });
});

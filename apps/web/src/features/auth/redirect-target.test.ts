import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('goes home by default', () => {
    expect(redirectTarget(null, '')).toBe('/home');
  });

  it('returns to the page named by router state or ?redirectTo=', () => {
    expect(redirectTarget({ from: '/userAdmin/businesses' }, '')).toBe('/userAdmin/businesses');
    expect(redirectTarget(null, '?redirectTo=%2Fproduct%2Fabc%3Fx%3D1')).toBe('/product/abc?x=1');
  });

  it('never leaves the site or loops back to an auth screen', () => {
    expect(redirectTarget({ from: 'https://evil.example' }, '')).toBe('/home');
    expect(redirectTarget(null, '?redirectTo=%2F%2Fevil.example')).toBe('/home');
    expect(redirectTarget(null, '?redirectTo=%2F%5Cevil.example')).toBe('/home');
    expect(redirectTarget({ from: '/logIn' }, '')).toBe('/home');
    expect(redirectTarget({ from: '/signUp?x=1' }, '')).toBe('/home');
  });
});

import { describe, expect, it } from 'vitest';
import { siteContact } from './site-contact.ts';
import { defaultedContact } from './site-contact-env.ts';

describe('siteContact', () => {
  it('unset variables give the demo placeholders, each marked demo', () => {
    expect(siteContact({})).toEqual({
      phoneNo: '9999999999',
      email: 'support@example.com',
      address: 'Haat, India',
      demo: ['phoneNo', 'email', 'address'],
    });
  });

  it('the deployment’s own values are shown, and nothing is marked demo', () => {
    const env = {
      VITE_SUPPORT_PHONE: '98200 12345',
      VITE_SUPPORT_EMAIL: ' help@haat.in ',
      VITE_SUPPORT_ADDRESS: '12 MG Road\nPune 411001',
    };
    expect(siteContact(env)).toEqual({
      phoneNo: '9820012345',
      email: 'help@haat.in',
      address: '12 MG Road\nPune 411001',
      demo: [],
    });
  });

  it('a phone that is not 10 digits counts as unset, as the build records it', () => {
    const env = { VITE_SUPPORT_PHONE: '12345', VITE_SUPPORT_EMAIL: 'help@haat.in' };
    expect(siteContact(env).phoneNo).toBe('9999999999');
    expect(defaultedContact(env)).toEqual(['phoneNo', 'address']);
  });
});

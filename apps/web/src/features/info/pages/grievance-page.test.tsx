import { describe, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { en } from '@/i18n/en.ts';
import { atPhoneWidth, expectPrivacyNotice } from '@/test/privacy-notice.ts';
import { renderRoute } from '@/test/render.tsx';

// Screens load lazily; on a busy test run they can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

describe('/grievance', () => {
  it('says before Send who reads the name, contact and message, and why', async () => {
    atPhoneWidth();
    renderRoute('/grievance');
    const send = await screen.findByRole('button', { name: en.grievance.send });
    // A page, not a modal: the full notice opens in its place.
    expectPrivacyNotice(en.grievance.notice, { before: send, newTab: false });
  });
});

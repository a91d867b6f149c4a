import { describe, expect, it } from 'vitest';
import { noticeBlocks } from './notice-text.tsx';

describe('noticeBlocks', () => {
  it('reads headings, paragraphs and lists; lines of one block join; markup stays text', () => {
    const text = [
      '## Who we are',
      '',
      'A directory of',
      'local sellers.',
      '- Your name',
      '- Your phone,',
      '  kept 24 months',
      '',
      'After a list <b>only</b> text.',
    ].join('\r\n');
    expect(noticeBlocks(text)).toEqual([
      { kind: 'heading', text: 'Who we are' },
      { kind: 'paragraph', text: 'A directory of local sellers.' },
      { kind: 'list', items: ['Your name', 'Your phone, kept 24 months'] },
      { kind: 'paragraph', text: 'After a list <b>only</b> text.' },
    ]);
  });
});

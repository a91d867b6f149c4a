import { describe, expect, it, vi } from 'vitest';
import { MSG } from '@haat/shared';
import { sharePage } from './share.ts';

const content = { title: 'Godrej Fridge', text: 'Have a look', url: 'https://haat.test/product/x' };

describe('sharePage', () => {
  it("shows the spec's alert where the Web Share API is missing", async () => {
    const alert = vi.fn();
    await expect(sharePage(content, {}, alert)).resolves.toBe('unsupported');
    expect(alert).toHaveBeenCalledWith(MSG.shareUnsupported);
    expect(alert).toHaveBeenCalledWith('Web Share API is not supported in this browser.');
  });

  it('shows the alert when the browser cannot share this content', async () => {
    const alert = vi.fn();
    const share = vi.fn();
    await expect(sharePage(content, { share, canShare: () => false }, alert)).resolves.toBe(
      'unsupported',
    );
    expect(share).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith(MSG.shareUnsupported);
  });

  it('opens the share sheet with the title, text and link', async () => {
    const alert = vi.fn();
    const share = vi.fn().mockResolvedValue(undefined);
    await expect(sharePage(content, { share }, alert)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(alert).not.toHaveBeenCalled();
  });

  it('takes closing the share sheet quietly', async () => {
    const alert = vi.fn();
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    await expect(sharePage(content, { share }, alert)).resolves.toBe('cancelled');
    expect(alert).not.toHaveBeenCalled();
  });

  it('uses the window alert by default', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    await sharePage(content, {});
    expect(alert).toHaveBeenCalledWith(MSG.shareUnsupported);
  });
});

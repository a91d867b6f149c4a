import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject } from './audit-changes.ts';

describe('auditChanges', () => {
  it('lists only what differs', () => {
    expect(
      auditChanges(
        { name: 'Diya', isApproved: false, rejectionMessage: null },
        { name: 'Diya', isApproved: true, rejectionMessage: null },
      ),
    ).toEqual([{ field: 'isApproved', before: 'false', after: 'true' }]);
  });
  it('shows a creation and a deletion field by field', () => {
    expect(auditChanges(null, { brand: 'Tata' })).toEqual([
      { field: 'brand', before: '—', after: 'Tata' },
    ]);
    expect(auditChanges({ images: ['a.webp'] }, null)).toEqual([
      { field: 'images', before: '["a.webp"]', after: '—' },
    ]);
  });
  it('shortens long text', () => {
    const [change] = auditChanges({ note: 'x'.repeat(200) }, {});
    expect(change!.before).toHaveLength(78);
  });
});

describe('auditSubject', () => {
  it('names the record from after, else before', () => {
    expect(auditSubject({ name: 'Old' }, { name: 'New' })).toBe('New');
    expect(auditSubject({ colorName: 'Saffron' }, null)).toBe('Saffron');
    expect(auditSubject({ isActive: true }, { isActive: false })).toBeNull();
  });
});

export type AuditChange = { field: string; before: string; after: string };

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 77)}…` : value;
  return JSON.stringify(value);
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields an audit entry changed, in a readable line each: created records show what they
 * became, deleted ones what they were, updates only what differs.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = asRecord(before);
  const next = asRecord(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields
    .filter((field) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map((field) => ({ field, before: show(old[field]), after: show(next[field]) }));
}

const NAME_FIELDS = ['name', 'category', 'subCategory', 'brand', 'colorName', 'city'] as const;

/** What an entry is about, in words, when its record has a name ('Diya Emporium'). */
export function auditSubject(before: unknown, after: unknown): string | null {
  for (const record of [asRecord(after), asRecord(before)]) {
    for (const field of NAME_FIELDS) {
      const value = record[field];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}

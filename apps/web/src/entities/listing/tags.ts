import { LIMITS, MSG } from '@haat/shared';

type TagsMessage = typeof MSG.tagsDuplicate | typeof MSG.tagsLimit;

/**
 * Keywords as the form rules keep them: trimmed, lowercased, no blanks, no duplicates, at most 6.
 * Answers the list to keep and, when an entry was refused, the rule it broke.
 */
export function normalizeTags(
  next: readonly string[],
  max: number = LIMITS.tags,
): { tags: string[]; error: TagsMessage | null } {
  const tags: string[] = [];
  let error: TagsMessage | null = null;
  for (const raw of next) {
    const tag = raw.trim().toLowerCase();
    if (!tag) continue;
    if (tags.includes(tag)) {
      error = MSG.tagsDuplicate;
      continue;
    }
    if (tags.length >= max) {
      error = MSG.tagsLimit;
      continue;
    }
    tags.push(tag);
  }
  return { tags, error };
}

/** A public answer as it went out: the serialised body and the headers that describe it. */
export type StoredAnswer = {
  /** 200, or 201 where the spec's web app expects it of a GET (category/trending). */
  status: number;
  body: string;
  etag: string;
  contentType: string;
};

/**
 * The answers of public GETs kept in process memory (plugins/http-cache.ts), by URL, for
 * `ttlMs` of the app clock and within `maxChars` of bodies (the oldest leave first).
 *
 * `clear()` starts a new revision: an answer computed while a write happened is not kept, even
 * if it finishes after the clear (`set` takes the revision read when its request came in).
 */
export function answerStore({ ttlMs, maxChars }: { ttlMs: number; maxChars: number }) {
  const entries = new Map<string, StoredAnswer & { at: number }>();
  let chars = 0;
  let revision = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.body.length;
    entries.delete(key);
  };
  return {
    enabled: ttlMs > 0,
    revision: () => revision,
    get(key: string, now: number): StoredAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // A clock moved backwards (tests) counts as expired.
      if (now - entry.at < 0 || now - entry.at >= ttlMs) {
        drop(key);
        return undefined;
      }
      return entry;
    },
    set(key: string, answer: StoredAnswer, revisionAtStart: number, now: number) {
      // One answer may not take more than a sixteenth of the store (a huge export-like list).
      if (ttlMs <= 0 || revisionAtStart !== revision || answer.body.length > maxChars / 16) return;
      drop(key);
      entries.set(key, { ...answer, at: now });
      chars += answer.body.length;
      for (const oldest of entries.keys()) {
        if (chars <= maxChars) break;
        drop(oldest);
      }
    },
    clear() {
      revision += 1;
      entries.clear();
      chars = 0;
    },
    size: () => entries.size,
  };
}

export type AnswerStore = ReturnType<typeof answerStore>;

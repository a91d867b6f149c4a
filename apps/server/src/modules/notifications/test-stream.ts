// Reads a server-sent event stream over a real connection (fastify's inject cannot stream).
// Test-only.

export type StreamEvent = { event: string; data: unknown };

export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  let text = '';
  let cursor = 0;
  let done = false;
  const decoder = new TextDecoder();
  const reading = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // aborted
    } finally {
      done = true;
    }
  })();

  const waitFor = async <T>(find: () => T | null, what: string, timeoutMs = 5000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== null) return found;
      if (done) throw new Error(`stream ended before ${what}; got: ${text}`);
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got: ${text}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  return {
    status: response.status,
    headers: response.headers,
    text: () => text,
    ended: () => done,
    until: (predicate: (text: string) => boolean, timeoutMs?: number) =>
      waitFor(() => (predicate(text) ? true : null), 'the expected text', timeoutMs),
    /** The next event of this name after the previous one read. */
    nextEvent: (name: string, timeoutMs?: number) =>
      waitFor<StreamEvent>(
        () => {
          const blocks = text.slice(cursor).split('\n\n');
          let offset = cursor;
          // The last block may still be arriving.
          for (const block of blocks.slice(0, -1)) {
            offset += block.length + 2;
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
            if (event !== name) continue;
            cursor = offset;
            const data = lines
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            return { event, data: JSON.parse(data) };
          }
          return null;
        },
        `event ${name}`,
        timeoutMs,
      ),
    close() {
      controller.abort();
      return reading;
    },
  };
}

import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Files of the built web app read and parsed once per build: `webFile(name, parse)` answers from
 * memory until the file changes (a new build), and null when it is missing or cannot be parsed.
 */
export function webFiles(webDist: string) {
  const cached = new Map<string, { mtimeMs: number; value: unknown }>();
  return async function webFile<T>(name: string, parse: (text: string) => T): Promise<T | null> {
    const path = join(webDist, name);
    try {
      const { mtimeMs } = await stat(path);
      let file = cached.get(name);
      if (file?.mtimeMs !== mtimeMs) {
        file = { mtimeMs, value: parse(await readFile(path, 'utf8')) };
        cached.set(name, file);
      }
      return file.value as T;
    } catch {
      return null;
    }
  };
}

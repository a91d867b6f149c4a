import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the web build records about itself beside its files (apps/web/vite.config.ts,
 * buildInfo): the server cannot read the build's VITE_* variables at run time.
 */
export const BUILD_INFO_FILE = 'build-info.json';

/**
 * The warning for a production start whose web app was built without its own support contact
 * (VITE_SUPPORT_*), so Contact Us shows the demo placeholders; null when they were set, or when
 * the build says nothing (no build, or one made before it recorded this).
 */
export function demoContactWarning(webDist: string): string | null {
  let info: unknown;
  try {
    info = JSON.parse(readFileSync(join(webDist, BUILD_INFO_FILE), 'utf8'));
  } catch {
    return null;
  }
  const listed = (info as { demoContact?: unknown } | null)?.demoContact;
  const names = Array.isArray(listed) ? listed.filter((name) => typeof name === 'string') : [];
  if (!names.length) return null;
  return (
    `The web app was built without ${names.join(', ')}: Contact Us shows demo contact details ` +
    `(marked Demo) instead of this site's. Set them where the app is built and run npm run ` +
    `build again (docs/operations.md).`
  );
}

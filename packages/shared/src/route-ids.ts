// Route identifiers: base64 of a JSON object carrying `_id` and, where relevant, a name.
// We write base64url so the id is safe in a path; the decoder also takes standard base64 (DESIGN.md §3).

export type RouteIdPayload = { _id: string } & Record<string, string>;

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export function encodeRouteId(payload: RouteIdPayload): string {
  const base64 = toBase64(new TextEncoder().encode(JSON.stringify(payload)));
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns the payload, or null when the identifier is not base64 of a JSON object with `_id`. */
export function decodeRouteId(id: string): RouteIdPayload | null {
  try {
    const standard = decodeURIComponent(id).replace(/-/g, '+').replace(/_/g, '/');
    const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as { _id?: unknown })._id === 'string'
    ) {
      return parsed as RouteIdPayload;
    }
    return null;
  } catch {
    return null;
  }
}

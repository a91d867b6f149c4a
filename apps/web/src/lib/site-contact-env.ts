// Which build-time variables of the support contact are set (docs/operations.md). Imports
// nothing, so that vite.config.ts can use it too: the build records the ones left unset
// (build-info.json) for the server to warn about at a production start.

export const CONTACT_VARIABLES = {
  phoneNo: 'VITE_SUPPORT_PHONE',
  email: 'VITE_SUPPORT_EMAIL',
  address: 'VITE_SUPPORT_ADDRESS',
} as const;

export type ContactField = keyof typeof CONTACT_VARIABLES;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A variable's usable value, or '' when it is unset or unusable (a phone needs 10 digits). */
export function contactValue(env: Record<string, unknown>, field: ContactField): string {
  const value = text(env[CONTACT_VARIABLES[field]]);
  if (field !== 'phoneNo') return value;
  const digits = value.replace(/\D/g, '');
  return /^\d{10}$/.test(digits) ? digits : '';
}

/** The fields whose variable is unset or unusable, so that the demo placeholder is shown. */
export function defaultedContact(env: Record<string, unknown>): ContactField[] {
  return (Object.keys(CONTACT_VARIABLES) as ContactField[]).filter(
    (field) => !contactValue(env, field),
  );
}

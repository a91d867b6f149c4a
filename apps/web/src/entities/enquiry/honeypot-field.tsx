import { VisuallyHidden } from '@mantine/core';
import { LEAD_HONEYPOT_FIELD } from '@haat/shared';

type Props = { label: string; value: string; onChange: (value: string) => void };

/**
 * The honeypot of a buyer's form (an enquiry, a requirement): unseen, unheard and out of the tab
 * order, so only robots fill it, and the server refuses what they send.
 */
export function HoneypotField({ label, value, onChange }: Props) {
  return (
    <VisuallyHidden aria-hidden>
      <label>
        {label}
        <input
          type="text"
          name={LEAD_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </label>
    </VisuallyHidden>
  );
}

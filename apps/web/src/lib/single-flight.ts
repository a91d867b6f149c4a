import { useCallback, useRef, useState } from 'react';

/**
 * Runs one task at a time: a call while one is running is ignored (double submits are
 * blocked, clicks during a running request are ignored). `busy` drives loading buttons. A ref,
 * not state, decides, so two clicks in the same tick cannot both start.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

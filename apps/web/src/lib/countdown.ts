import { useEffect, useState } from 'react';

const secondsLeft = (endsAt: number) => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** Whole seconds left until `endsAt` (a timestamp in ms), ticking down to 0. */
export function useCountdown(endsAt: number): number {
  const [remaining, setRemaining] = useState(() => secondsLeft(endsAt));
  useEffect(() => {
    setRemaining(secondsLeft(endsAt));
    if (secondsLeft(endsAt) === 0) return;
    // A short tick keeps the display honest when the tab was in the background.
    const timer = setInterval(() => {
      const left = secondsLeft(endsAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);
  return remaining;
}

/** 75 → '1:15'. */
export const formatSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

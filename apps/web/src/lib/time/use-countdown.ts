import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** A seconds countdown that survives re-renders; `start(seconds)` restarts it. */
export function useCountdown(): { remaining: number; start: (seconds: number) => void; reset: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);
  const reset = useCallback(() => setEndsAt(null), []);

  return { remaining: secondsLeft(endsAt, now), start, reset };
}

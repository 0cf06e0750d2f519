import { useEffect, useState } from 'react';

/** Seconds left of a wait of `seconds` that starts again whenever `restartKey` changes. */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000)));
    tick();
    if (seconds <= 0) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}

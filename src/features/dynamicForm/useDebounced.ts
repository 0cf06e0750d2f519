import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs`: look-ups wait for the applicant to pause. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

import { useState } from 'react';
import type { FieldError } from '../form';
import { useEmailCheck } from './usePolicies';

interface EmailProblem {
  /** The address that was checked. */
  email: string;
  error: FieldError;
  suggestion?: string;
}

/**
 * The lead API's check of the address typed: `check` asks it (true when the applicant may go on),
 * `pending` while it answers, `error` is its refusal while the address is the one it checked,
 * `clear` forgets it.
 */
export function useEmailVerdict(email: string) {
  const checkEmail = useEmailCheck();
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [pending, setPending] = useState(false);
  // The address check's verdict holds for the address it checked, not for a corrected one.
  const error = problem !== null && problem.email === email.trim() ? problem : null;

  const check = async () => {
    const address = email.trim();
    // A look-up outage must not stop an application: only a definite "invalid" does.
    setPending(true);
    const verdict = await checkEmail(address);
    setPending(false);
    if (verdict && !verdict.valid) {
      setProblem({
        email: address,
        error: { key: `emailCheck.${verdict.reason ?? 'mailbox'}` },
        ...(verdict.suggestion ? { suggestion: verdict.suggestion } : {}),
      });
      return false;
    }
    return true;
  };

  return { error, pending, check, clear: () => setProblem(null) };
}

import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@app/contracts';
import { emailExists } from '../session/identity-api';
import { emailProblem } from './signup-validation';

/** Spec §5/§9: the live "already registered" check runs 500 ms after the last keystroke. */
export const EMAIL_CHECK_DEBOUNCE_MS = 500;

export type EmailCheckStatus = 'idle' | 'checking' | 'available' | 'taken';

/**
 * Whether `email` is already registered, checked 500 ms after it stops changing and again on demand
 * (`checkNow`, before submit). A failed check blocks nothing: the service has the last word on submit.
 */
export function useEmailCheck(email: string, language: Language) {
  const [result, setResult] = useState<{ email: string; status: EmailCheckStatus }>({ email: '', status: 'idle' });

  useEffect(() => {
    if (emailProblem(email)) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setResult({ email, status: 'checking' });
      emailExists(email.trim(), language, controller.signal).then(
        (exists) => !controller.signal.aborted && setResult({ email, status: exists ? 'taken' : 'available' }),
        () => !controller.signal.aborted && setResult({ email, status: 'idle' }),
      );
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, language]);

  const checkNow = useCallback(async (): Promise<boolean> => {
    setResult({ email, status: 'checking' });
    try {
      const exists = await emailExists(email.trim(), language);
      setResult({ email, status: exists ? 'taken' : 'available' });
      return exists;
    } catch {
      setResult({ email, status: 'idle' });
      return false;
    }
  }, [email, language]);

  // A result belongs to the address it was checked for; a newer address starts idle.
  const status = result.email === email ? result.status : 'idle';
  return { status, checkNow };
}

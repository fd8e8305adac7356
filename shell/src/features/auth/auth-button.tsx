import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { Language } from '@app/contracts';
import { Button } from '@app/ui';
import { AuthDialog } from './auth-screen';

/** A button that opens the auth dialog (header "Log in / Sign up", the home's Login/Register). */
export function AuthButton({
  language,
  children,
  variant,
}: {
  language: Language;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button type="button" $variant={variant} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && <AuthDialog language={language} onClose={close} />}
    </>
  );
}

import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { Language } from '@app/contracts';
import { Button, NamespaceTexts } from '@app/ui';

// The dialog's code and texts stay off the first screen: they load when the pointer or the focus reaches the button.
const loadAuthScreen = () => import('./auth-screen');
const AuthDialog = lazy(() => loadAuthScreen().then((module) => ({ default: module.AuthDialog })));

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
      <Button type="button" $variant={variant} onPointerEnter={loadAuthScreen} onFocus={loadAuthScreen} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NamespaceTexts ns="auth" language={language} fallback={null}>
            <AuthDialog language={language} onClose={close} />
          </NamespaceTexts>
        </Suspense>
      )}
    </>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { revokeShortLink } from '../features/share/api/short-links';
import { failureText } from './failure-text';
import { RevokeLinkDialog } from './revoke-link-dialog';

/**
 * Revoke with a confirmation: `ask(code)` opens the dialog; once the service has revoked the link (or no longer
 * has it), the dialog closes and `onRevoked` learns which. A failure stays in the dialog, to retry or cancel.
 */
export function useRevokeDialog(apiBase: string, language: Language, onRevoked: (code: string, outcome: 'revoked' | 'gone') => void) {
  const { t } = useTranslation('sharing', { lng: language });
  const [code, setCode] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (target: string) => {
    setCode(target);
    setError(null);
  };

  const confirm = async (target: string) => {
    setRevoking(true);
    setError(null);
    try {
      const outcome = await revokeShortLink(apiBase, language, target);
      setCode(null);
      onRevoked(target, outcome);
    } catch (failure) {
      setError(failureText(failure, t, { fallback: 'revokeDialog.failed' }));
    } finally {
      setRevoking(false);
    }
  };

  const dialog =
    code === null ? null : (
      <RevokeLinkDialog
        language={language}
        revoking={revoking}
        error={error}
        onConfirm={() => void confirm(code)}
        onCancel={() => setCode(null)}
      />
    );

  return { ask, dialog };
}

import { registerNamespace } from '@app/i18n';
import { useTranslation } from 'react-i18next';

const NAMESPACE = 'pro';

/**
 * The `pro` texts. Registering is idempotent: it adds the bundles to the shell's i18next
 * instance the first time a page of this remote renders.
 */
export function useProTranslation() {
  const { i18n } = useTranslation();
  registerNamespace(i18n, NAMESPACE);
  return useTranslation(NAMESPACE);
}

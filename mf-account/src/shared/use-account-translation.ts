import { useTranslation } from 'react-i18next';

const NAMESPACE = 'account';

/** The `account` texts, which each exposed page loads in its language first (NamespaceTexts). */
export function useAccountTranslation() {
  return useTranslation(NAMESPACE);
}

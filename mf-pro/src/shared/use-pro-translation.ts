import { useTranslation } from 'react-i18next';

const NAMESPACE = 'pro';

/** The `pro` texts, which each exposed page loads in its language first (NamespaceTexts). */
export function useProTranslation() {
  return useTranslation(NAMESPACE);
}

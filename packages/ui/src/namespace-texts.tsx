import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@app/contracts';
import { hasTexts, loadTexts, type Namespace } from '@app/i18n';
import { LoadingState } from './load-states';

/**
 * Loads a remote's own namespace, in the page's language, into the page's i18next instance: only that
 * language's texts, from this remote's build. False until the first language's texts are there (the page
 * shows its loading state); after a switch of language the page keeps its words until the new ones arrive
 * (the page's instance re-renders its texts when a bundle is added, see initPageI18n).
 */
export function useNamespaceTexts(ns: Namespace, language: Language): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => hasTexts(i18n, language, [ns]));
  useEffect(() => {
    let current = true;
    loadTexts(i18n, language, [ns]).then(
      // A transition: what the texts let render yields to the browser in slices.
      () => current && startTransition(() => setReady(true)),
      (error: unknown) => console.error(`could not load the ${language} "${ns}" texts`, error),
    );
    return () => {
      current = false;
    };
  }, [i18n, ns, language]);
  return ready;
}

interface NamespaceTextsProps {
  ns: Namespace;
  language: Language;
  /** Shown until the texts are there: the page's loading state unless the caller has its own (a widget: nothing). */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Renders its children once the namespace's texts are loaded (see useNamespaceTexts). */
export function NamespaceTexts({ ns, language, fallback, children }: NamespaceTextsProps) {
  const { t } = useTranslation();
  const ready = useNamespaceTexts(ns, language);
  if (ready) return children;
  return fallback === undefined ? <LoadingState label={t('loading.text')} screen /> : fallback;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@app/contracts';
import { trackEvent } from './track-event';

/** Spec §7 page views: one per page the router lands on (a new path), sent only with the visitor's consent. */
export function usePageViews(language: Language): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void trackEvent({ name: 'page_view' }, language, pathname);
  }, [pathname, language]);
}

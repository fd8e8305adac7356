import { createContext, useContext, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Language, SharePanelProps, SharingSlots, SharingWidgetProps } from '@app/contracts';
import { RemoteBoundary } from '../remotes/remote-boundary';
import { loadSharingWidget, loadedSharingWidget, type SharingWidget } from './load-sharing-widget';

const SHARING_API_BASE = '/api/sharing';

const SharingLanguage = createContext<Language>('pt');

/**
 * The language the sharing slots below it speak. A context rather than a prop bound into each slot: the slots
 * are the same components on every render, so a language switch never remounts a widget (and loses its state).
 */
export function SharingLanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <SharingLanguage.Provider value={language}>{children}</SharingLanguage.Provider>;
}

/**
 * A slot for one mf-sharing widget: nothing while it loads, nothing when mf-sharing cannot be loaded or the
 * widget throws. Sharing is an extra on the page it sits in, so its failure must never take the page down.
 */
function sharingSlot<Props extends object>(widget: SharingWidget): ComponentType<Props> {
  function SharingSlot(props: Props) {
    const language = useContext(SharingLanguage);
    const [loaded, setLoaded] = useState(() => loadedSharingWidget<Props & SharingWidgetProps>(widget));
    useEffect(() => {
      if (loaded) return undefined;
      let current = true;
      loadSharingWidget<Props & SharingWidgetProps>(widget).then(
        (component) => current && setLoaded(() => component),
        (error: unknown) => console.error(`could not load mf_sharing/${widget}`, error),
      );
      return () => {
        current = false;
      };
    }, [loaded]);
    if (!loaded) return null;
    const Widget = loaded;
    return (
      <RemoteBoundary fallback={null}>
        <Widget {...props} language={language} apiBase={SHARING_API_BASE} />
      </RemoteBoundary>
    );
  }
  SharingSlot.displayName = `SharingSlot(${widget})`;
  return SharingSlot;
}

/** mf-sharing's widgets for the symptom and history pages, bound to the page language and the sharing API. */
export const SHARING_SLOTS: SharingSlots = {
  SharePanel: sharingSlot<Pick<SharePanelProps, 'analysisId' | 'shareType'>>('SharePanel'),
  ReferralCard: sharingSlot<object>('ReferralCard'),
  SharedLinks: sharingSlot<object>('SharedLinks'),
};

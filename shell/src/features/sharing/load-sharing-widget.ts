import type { ComponentType } from 'react';
import { loadRemoteModule } from '../remotes/load-remote-module';

/** The components mf-sharing exposes for other pages to show. */
export type SharingWidget = 'SharePanel' | 'ReferralCard' | 'SharedLinks';

const pending = new Map<SharingWidget, Promise<ComponentType<never>>>();
const loaded = new Map<SharingWidget, ComponentType<never>>();
let failedBefore = false;

/** A widget already loaded on this page, so that a slot mounted later shows it without a loading render. */
export function loadedSharingWidget<Props>(widget: SharingWidget): ComponentType<Props> | undefined {
  return loaded.get(widget) as ComponentType<Props> | undefined;
}

/**
 * Loads a widget once per page for every slot that shows it (a history lists many share panels). A failed
 * load is forgotten, so the next slot mounted tries again, past the federation runtime's cached failure.
 */
export function loadSharingWidget<Props>(widget: SharingWidget): Promise<ComponentType<Props>> {
  let load = pending.get(widget);
  if (!load) {
    load = loadRemoteModule<never>('mf_sharing', widget, { retry: failedBefore }).then(
      (component) => {
        loaded.set(widget, component);
        return component;
      },
      (error: unknown) => {
        pending.delete(widget);
        failedBefore = true;
        throw error;
      },
    );
    pending.set(widget, load);
  }
  return load as Promise<ComponentType<Props>>;
}

/** Tests start each case with nothing loaded. */
export function forgetSharingWidgets(): void {
  pending.clear();
  loaded.clear();
  failedBefore = false;
}

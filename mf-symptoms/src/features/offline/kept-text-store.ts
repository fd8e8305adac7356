import { indexedDbKeptTextStore } from './indexeddb-kept-text-store';
import { memoryKeptTextStore, type KeptTextStore } from './kept-text';

let shared: KeptTextStore | undefined;

/** The page's store: IndexedDB where the browser has it, so a kept text outlives a reload or a closed tab. */
export function keptTextStore(): KeptTextStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryKeptTextStore() : indexedDbKeptTextStore(indexedDB);
  return shared;
}

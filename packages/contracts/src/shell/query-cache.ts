import type { Language } from '../common/language';

/** Spec §9: a read is fresh for 5 minutes; no screen asks for it again meanwhile. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
/** Spec §9: a read no screen shows any more is dropped 10 minutes later. */
export const QUERY_GC_TIME_MS = 10 * 60_000;

/**
 * The keys of the page's one query cache, which the shell and every remote share: here, so that a write in
 * one remote can mark stale what another shows (a new analysis and the history). Each starts with the
 * service that answers it.
 */
export const queryKeys = {
  dashboard: ['account', 'dashboard'],
  profile: ['account', 'profile'],
  settings: ['account', 'settings'],
  deletionRequest: ['account', 'deletion-request'],
  sessions: ['identity', 'sessions'],
  totp: ['identity', 'totp'],
  analyses: ['symptoms', 'analyses'],
  /** The directory is written in the page's language. */
  findCare: (language: Language) => ['symptoms', 'find-care', language] as const,
  places: (lat: string, lon: string) => ['symptoms', 'places', lat, lon] as const,
  family: ['pro', 'family'],
  chatMessages: ['pro', 'chat-messages'],
  shortLinks: ['sharing', 'short-links'],
  referral: ['sharing', 'referral'],
  sharedResult: (code: string) => ['sharing', 'shared', code] as const,
} as const;

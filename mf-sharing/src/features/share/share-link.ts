import type { Language, ShareType } from '@app/contracts';
import { pathFor } from '@app/i18n';

/** Where a shared link was sent, as its utm_medium (spec §7 Other). */
export type ShareMedium = 'native' | 'whatsapp' | 'copy';

export interface FallbackShareLink {
  origin: string;
  language: Language;
  shareType: ShareType;
  medium: ShareMedium;
  shareId: string;
  timestamp: number;
}

/**
 * The link used when no short link could be made: the symptom page in the sharer's language,
 * tagged so the visit and any conversion can be traced back to this share.
 */
export function buildFallbackShareUrl({ origin, language, shareType, medium, shareId, timestamp }: FallbackShareLink): string {
  const url = new URL(pathFor(language, 'symptoms'), origin);
  const params = {
    share_id: shareId,
    utm_source: 'share',
    utm_medium: medium,
    utm_campaign: 'symptom_share',
    utm_content: shareType,
    utm_term: language,
    lang: language,
    ts: String(timestamp),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/** A random v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newShareId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The WhatsApp web link that opens a chat with `text` ready to send. */
export function whatsAppUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

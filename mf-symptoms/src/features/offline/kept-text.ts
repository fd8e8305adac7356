import { isLanguage, type Language, type PatientContext } from '@app/contracts';

/** A description sent while the device was offline, kept on the device until it can be analysed. */
export interface KeptText {
  text: string;
  language: Language;
  context?: PatientContext;
  keptAt: string;
}

/** Where a kept description waits. One at a time: a newer one replaces the older. */
export interface KeptTextStore {
  keep(entry: KeptText): Promise<void>;
  peek(): Promise<KeptText | undefined>;
  /** Removes and returns it at once, so two tabs coming back online never send it twice. */
  take(): Promise<KeptText | undefined>;
}

/**
 * What storage gave back, if it still reads as a kept description (an older build may have written it). The
 * context's schema loads only then, so the symptom page's first screen carries no zod.
 */
export async function asKeptText(value: unknown): Promise<KeptText | undefined> {
  if (typeof value !== 'object' || value === null) return undefined;
  const { text, language, context, keptAt } = value as Record<string, unknown>;
  if (typeof text !== 'string' || typeof language !== 'string' || !isLanguage(language) || typeof keptAt !== 'string') return undefined;
  if (context === undefined) return { text, language, keptAt };
  const { patientContextSchema } = await import('./kept-context-schema');
  const parsed = patientContextSchema.safeParse(context);
  return parsed.success ? { text, language, context: parsed.data, keptAt } : undefined;
}

/** For a browser without IndexedDB (jsdom, some private modes): the text then waits as long as the page is open. */
export function memoryKeptTextStore(): KeptTextStore {
  let kept: KeptText | undefined;
  return {
    keep: async (entry) => {
      kept = entry;
    },
    peek: async () => kept,
    take: async () => {
      const taken = kept;
      kept = undefined;
      return taken;
    },
  };
}

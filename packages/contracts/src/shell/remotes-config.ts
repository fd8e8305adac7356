import { z } from 'zod';

/** The federated remotes the shell loads, by container name. */
export const REMOTE_NAMES = ['mf_symptoms', 'mf_account', 'mf_pro', 'mf_sharing'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/**
 * `/remotes.json`: where each remote's `mf-manifest.json` is served from. Changed at deploy time;
 * the shell reads it on every page load, so no shell rebuild is needed to move or upgrade a remote.
 * A URL is either same-site (starts with one "/") or absolute http(s). A remote left out keeps its default.
 */
const manifestUrlSchema = z
  .string()
  .refine((url) => /^\/(?!\/)/.test(url) || /^https?:\/\/[^/]+/.test(url), 'a same-site path or an http(s) URL')
  .refine((url) => url.endsWith('/mf-manifest.json'), 'must point at an mf-manifest.json');

export const remotesConfigSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, manifestUrlSchema),
});
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

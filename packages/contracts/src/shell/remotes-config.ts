import { z } from 'zod';
import { REMOTE_NAMES, isManifestUrl, isSiteOrHttpUrl } from './remote-manifests';

export type { RemoteName } from './remote-manifests';
export const remoteNameSchema = z.enum(REMOTE_NAMES);

/**
 * `/remotes.json`: where each remote's `mf-manifest.json` is served from. Changed at deploy time;
 * the shell reads it on every page load, so no shell rebuild is needed to move or upgrade a remote.
 * A URL is either same-site (starts with one "/") or absolute http(s). A remote left out keeps its default.
 */
const manifestUrlSchema = z
  .string()
  .refine(isSiteOrHttpUrl, 'a same-site path or an http(s) URL')
  .refine(isManifestUrl, 'must point at an mf-manifest.json');

export const remotesConfigSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, manifestUrlSchema),
});
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

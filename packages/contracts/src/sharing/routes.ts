import { z } from 'zod';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { internalExportRoute } from '../account/routes';

export const followShortLinkRoute = {
  method: 'get',
  path: '/s/{code}',
  atRoot: true,
  summary: 'Follow a short link (counts the click); unknown or unsafe links go to the home page',
  tags: ['short links'],
  // Any string is accepted here: a malformed code is answered with the home-page redirect, not an error.
  // Only a path that is not text at all (malformed percent-encoding, a control character) gets a 400.
  params: z.object({ code: z.string() }),
  responses: {
    302: {
      description: 'Redirect to the shared page, or to "/" when the link is unknown or unsafe',
      headers: { Location: { description: 'A same-site path' } },
    },
  },
} as const satisfies ApiRoute;

export const sharingRoutes = [...operationalRoutes, followShortLinkRoute, internalExportRoute] as const satisfies readonly ApiRoute[];

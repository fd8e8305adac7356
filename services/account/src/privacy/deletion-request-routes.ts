import { currentDeletionRequestRoute, deletionRequestStatusRoute, requestDeletionRoute } from '@app/contracts';
import { AppError, mountRoute, signedInUser } from '@app/service-kit';
import type { Router } from 'express';
import type { AccountContext } from '../account-context';
import { findDeletionRequest, findOpenDeletionRequest, registerDeletionRequest, toDeletionRequest } from './deletion-request-repository';
import type { PasswordCheck } from './identity-password-check';

const noRequest = () => new AppError('not_found', 404, { messageKey: 'deletionRequestNotFound' });

/**
 * "Delete my account" (spec §4: a request registered, then processed): confirmed with the current
 * password, registered here, carried out by identity and every service through events. Its status
 * stays readable by id (`/deletion-requests/{id}`, outside the signed-in paths) once the sessions have ended.
 */
export function deletionRequestRoutes(api: Router, ctx: AccountContext, checkPassword: PasswordCheck): void {
  mountRoute(api, requestDeletionRoute, async ({ body }, req, res) => {
    const { userId } = signedInUser(req);
    const check = await checkPassword(userId, body.password, req.ip);
    if (check.outcome === 'locked') {
      res.setHeader('Retry-After', check.retryAfter);
      throw new AppError('rate_limited', 429, { messageKey: 'tooManyLoginAttempts' });
    }
    if (check.outcome === 'wrong') {
      throw new AppError('forbidden', 403, { messageKey: 'invalidPassword', details: [{ path: 'password', message: 'invalid_password' }] });
    }
    const request = await registerDeletionRequest(ctx.db, userId);
    ctx.logger.info({ event: 'deletion_requested', requestId: request.id }, 'account deletion requested');
    res.status(202).json(toDeletionRequest(request));
  });

  mountRoute(api, currentDeletionRequestRoute, async (_input, req, res) => {
    const request = await findOpenDeletionRequest(ctx.db, signedInUser(req).userId);
    if (!request) throw noRequest();
    res.json(toDeletionRequest(request));
  });

  mountRoute(api, deletionRequestStatusRoute, async ({ params }, _req, res) => {
    const request = await findDeletionRequest(ctx.db, params.id);
    if (!request) throw noRequest();
    res.json(toDeletionRequest(request));
  });
}

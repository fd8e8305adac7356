import type { Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy, type IVerifyOptions } from 'passport-local';

export interface VerifiedUser {
  userId: string;
  email: string;
  emailConfirmed: boolean;
}

/** Why a login did not yield a user; each maps to one answer, identical for a missing account and a wrong password. */
export type LoginRefusal =
  | { reason: 'invalid_credentials' }
  | { reason: 'locked'; retryAfterSeconds: number }
  | { reason: 'email_not_confirmed' }
  /** Password right, TOTP on, no code sent: the form asks for one (no session starts). */
  | { reason: 'totp_required' }
  /** Password right, but the code is wrong, spent or replayed. */
  | { reason: 'invalid_totp' };

/** passport's `info` for a failure, carrying the refusal through. */
type RefusalInfo = IVerifyOptions & { refusal: LoginRefusal };

export type VerifyCredentials = (email: string, password: string, req: Request) => Promise<VerifiedUser | LoginRefusal>;

/** A passport instance of its own (no global state shared between services in one process) with the local strategy. */
export function localPassport(verify: VerifyCredentials) {
  const passport = new Passport();
  passport.use(
    'local',
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false },
      (req, email, password, done) => {
        verify(email, password, req).then(
          (result) =>
            'reason' in result ? done(null, false, { message: result.reason, refusal: result } as RefusalInfo) : done(null, result),
          (error: unknown) => done(error),
        );
      },
    ),
  );

  /** Runs the strategy on a request whose body was already validated and normalised. */
  return function authenticateLocal(req: Request, res: Response): Promise<VerifiedUser | LoginRefusal> {
    return new Promise((resolve, reject) => {
      const callback = (error: unknown, user: VerifiedUser | false, info?: RefusalInfo) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve(user || (info?.refusal ?? { reason: 'invalid_credentials' }));
      };
      const authenticate = passport.authenticate('local', { session: false }, callback) as RequestHandler;
      authenticate(req, res, reject);
    });
  };
}

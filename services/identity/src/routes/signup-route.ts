import {
  DEFAULT_PHONE_COUNTRY,
  isLanguage,
  signupRequestSchema,
  signupRoute,
  type SignupReason,
  type SignupResponse,
} from '@app/contracts';
import { AppError, enqueueEvent, expressPath, mountRoute, zodIssuesToDetails } from '@app/service-kit';
import type { RequestHandler, Router } from 'express';
import { credentials, outbox, processedEvents } from '../db/schema';
import { clientInfo } from '../http/request-auth';
import { shareVisitOf } from '../http/share-visit';
import { isCommonPassword } from '../passwords/common-passwords';
import { sessionResponse } from '../sessions/session-response';
import { isPhoneCountry, normalisePhone } from '../signup/phone';
import { requestLog, type IdentityDeps } from './deps';
import { sendVerificationMail } from './mail-requests';

/** The localised top-level message for each refusal reason (details carry the reason per field). */
const REASON_MESSAGE: Record<SignupReason, string> = {
  invalid_email: 'invalidEmail',
  password_too_short: 'passwordTooShort',
  password_too_long: 'passwordTooLong',
  weak_password: 'weakPassword',
  invalid_name: 'invalidName',
  invalid_phone: 'invalidPhone',
  invalid_country: 'invalidPhone',
};

function refusal(field: string, reason: SignupReason): AppError {
  return new AppError('validation', 400, { messageKey: REASON_MESSAGE[reason], details: [{ path: field, message: reason }] });
}

/**
 * Answers in the form's language, with the first problem's own message: the screen shows one line per
 * field from the details' reason codes, and the top-level message is right for a toast.
 */
const validateSignup: RequestHandler = (req, _res, next) => {
  const language: unknown = (req.body as { language?: unknown } | undefined)?.language;
  if (isLanguage(language)) req.headers['x-language'] = language;
  const parsed = signupRequestSchema.safeParse(req.body);
  if (parsed.success) return next();
  const details = zodIssuesToDetails(parsed.error.issues);
  const first = details.find((detail) => detail.message in REASON_MESSAGE)?.message as SignupReason | undefined;
  next(new AppError('validation', 400, { messageKey: first ? REASON_MESSAGE[first] : 'validation', details }));
};

export function signupRoutes(api: Router, deps: IdentityDeps, rateLimit: RequestHandler): void {
  const { db, config, clock, logger, hasher, sessions, tokens, emailVerificationTokens } = deps;
  const tables = { outbox, processedEvents };
  api.post(expressPath(signupRoute.path), rateLimit, validateSignup);

  mountRoute(api, signupRoute, async ({ body }, req, res) => {
    if (isCommonPassword(body.password)) throw refusal('password', 'weak_password');
    const country = body.country ?? DEFAULT_PHONE_COUNTRY[body.language];
    if (!isPhoneCountry(country)) throw refusal('country', 'invalid_country');
    const phoneText = body.phone?.trim() ? body.phone : undefined;
    const phone = phoneText === undefined ? null : normalisePhone(phoneText, country);
    if (phone === undefined) throw refusal('phone', 'invalid_phone');

    // Hashed before the e-mail is looked at, so a taken address answers no faster than a new one.
    const passwordHash = await hasher.hash(body.password);
    const now = clock();
    const client = clientInfo(req);
    const startSession = !config.EMAIL_VERIFICATION_REQUIRED;

    const created = await db().transaction(async (tx) => {
      const [user] = await tx
        .insert(credentials)
        .values({ email: body.email, passwordHash, createdAt: now, lastLogin: startSession ? now : null })
        .onConflictDoNothing({ target: credentials.email })
        .returning({ userId: credentials.userId });
      if (!user) return undefined;
      await enqueueEvent(tx, tables, {
        type: 'user.registered',
        occurredAt: now,
        payload: {
          userId: user.userId,
          email: body.email,
          name: body.name,
          phone,
          language: body.language,
          registrationIp: client.ipAddress,
          userAgent: client.userAgent,
          // Sharing converts the share visit the new user came from.
          shareVisit: shareVisitOf(req),
        },
      });
      const session = startSession ? await sessions.create(tx, { userId: user.userId, ...client, now }) : undefined;
      // Every new address gets its confirmation link, required or not: the site asks every unconfirmed user to confirm.
      const verificationToken = await emailVerificationTokens.issue(tx, user.userId, now);
      return { userId: user.userId, session, verificationToken };
    });
    if (!created) throw new AppError('conflict', 409, { messageKey: 'emailAlreadyRegistered' });
    sendVerificationMail(deps, body.email, created.verificationToken, body.language);

    requestLog(req, logger).info({ event: 'signup', userId: created.userId, sessionStarted: startSession }, 'account created');
    const answer: SignupResponse = {
      userId: created.userId,
      email: body.email,
      emailConfirmationRequired: !startSession,
      session: created.session
        ? await sessionResponse(req, res, tokens, clock, {
            userId: created.userId,
            email: body.email,
            emailConfirmed: false,
            sessionId: created.session.sessionId,
            sessionExpiresAt: created.session.expiresAt,
            refreshToken: created.session.refreshToken,
          })
        : null,
    };
    res.status(201).json(answer);
  });
}

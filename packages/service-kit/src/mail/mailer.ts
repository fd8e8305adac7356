import { setTimeout as delay } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { Logger } from '../logging/logger';
import type { MailMessage } from './mail-message';

export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM: string;
}

export interface Mailer {
  /**
   * Queues the message and returns at once: an answer never waits on the mail server, so its timing
   * says nothing about whether a message was sent (account enumeration).
   */
  send(message: MailMessage): void;
  /** Resolves once every queued message is delivered or given up. */
  settled(): Promise<void>;
}

/** Waits before the second and third attempts; a message lost after that is simply asked for again. */
const RETRY_DELAYS_MS = [2_000, 10_000];

/**
 * What a failed delivery may log. nodemailer's errors quote the server's reply, which often names the
 * recipient ("550 <ana@…> unknown"), so only the codes are kept.
 */
function deliveryFailure(error: unknown): { code?: string; responseCode?: number; command?: string; permanent: boolean } {
  const { code, responseCode, command, permanent } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
    permanent?: unknown;
  };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
    ...(typeof command === 'string' ? { command } : {}),
    permanent: permanent === true,
  };
}

/** nodemailer over SMTP_URL. Without it nothing is sent, and each message dropped is logged (without its content). */
export function createMailer(
  config: MailConfig,
  { logger, retryDelaysMs = RETRY_DELAYS_MS }: { logger: Logger; retryDelaysMs?: readonly number[] },
): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    if (!transport) {
      logger.warn({ event: 'mail_not_sent', reason: 'no_smtp_url' }, 'mail not sent: SMTP_URL is not set');
      return;
    }
    for (let attempt = 0; ; attempt += 1) {
      try {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
        logger.info({ event: 'mail_sent', attempt: attempt + 1 }, 'mail handed to the mail server');
        return;
      } catch (error) {
        const failure = deliveryFailure(error);
        // A refusal (5xx) stays one; the message holds a live link, so neither it nor the reply is logged.
        const retryIn = failure.permanent ? undefined : retryDelaysMs[attempt];
        logger.warn({ event: 'mail_failed', attempt: attempt + 1, willRetry: retryIn !== undefined, ...failure }, 'mail not delivered');
        if (retryIn === undefined) return;
        await delay(retryIn, undefined, { ref: false });
      }
    }
  }

  return {
    send(message) {
      const delivery = deliver(message).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { IN_MEMORY_DATA_DIR, type Logger } from '@app/service-kit';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock';
import { fileOutbox, memoryOutbox, type LocalOutbox } from './local-outbox';
import type { MailMessage } from './mail-message';

export interface MailConfig {
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_OUTBOX_DIR?: string;
  DATA_DIR: string;
}

export interface Mailer {
  /**
   * Queues the message and returns at once: an answer never waits on the mail server, so its timing
   * says nothing about whether a message was sent (account enumeration).
   */
  send(message: MailMessage): void;
  /** Resolves once every queued message is delivered or given up. */
  settled(): Promise<void>;
  /** The local outbox, when there is no SMTP_URL. */
  outbox?: LocalOutbox;
}

/** Waits before the second and third attempts; a link lost after that is simply requested again. */
const RETRY_DELAYS_MS = [2_000, 10_000];

/** JSON serialisation of the whole message, which is what the outbox keeps. */
interface JsonTransportInfo {
  message: string;
}

function localOutbox(config: MailConfig): LocalOutbox {
  if (config.MAIL_OUTBOX_DIR) return fileOutbox(path.resolve(config.MAIL_OUTBOX_DIR));
  return config.DATA_DIR === IN_MEMORY_DATA_DIR ? memoryOutbox() : fileOutbox(path.join(config.DATA_DIR, 'outbox'));
}

/** nodemailer: SMTP when SMTP_URL is set, otherwise its JSON transport written to the local outbox. */
export function createMailer(config: MailConfig, { clock, logger }: { clock: Clock; logger: Logger }): Mailer {
  const outbox = config.SMTP_URL ? undefined : localOutbox(config);
  const transport: Transporter = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : nodemailer.createTransport({ jsonTransport: true });
  const pending = new Set<Promise<void>>();

  async function deliverOnce(message: MailMessage, sentAt: Date): Promise<void> {
    const info: unknown = await transport.sendMail({ from: config.MAIL_FROM, ...message });
    if (!outbox) return;
    const serialised = JSON.parse((info as JsonTransportInfo).message) as { subject: string; text: string; html: string };
    const saved = await outbox.save({ to: message.to, subject: serialised.subject, text: serialised.text, html: serialised.html }, sentAt);
    logger.info({ event: 'mail_saved', mailId: saved.id }, 'mail kept in the local outbox (no SMTP_URL)');
  }

  async function deliver(message: MailMessage, sentAt: Date): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await deliverOnce(message, sentAt);
        return;
      } catch (err) {
        const retryIn = RETRY_DELAYS_MS[attempt];
        // The message holds a live link: it is never logged.
        logger.warn({ err, event: 'mail_failed', attempt: attempt + 1, willRetry: retryIn !== undefined }, 'mail not delivered');
        if (retryIn === undefined) return;
        await delay(retryIn, undefined, { ref: false });
      }
    }
  }

  return {
    send(message) {
      // Dated when the service sends it, not when the background delivery gets to it: the outbox lists mail in that order.
      const delivery = deliver(message, clock()).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    outbox,
  };
}

import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as a mail server received it. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  from: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** The http(s) links of the text body, in order. */
  links: string[];
}

export interface SmtpMailbox {
  /** What SMTP_URL points at. */
  url: string;
  /** In order of arrival. */
  received: ReceivedMail[];
  /**
   * The first message to `recipient` among those received, waiting up to `timeoutMs` for it: for a service
   * that sends its mail after answering, so the test cannot wait on the sender.
   */
  mailTo(recipient: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const LINK = /https?:\/\/\S+/g;

/**
 * A real SMTP server (the one the mail catcher uses) on a free loopback port. `refuseRecipients`
 * answers every RCPT TO with a 550 naming the address, as real servers do.
 */
export async function startSmtpMailbox({ refuseRecipients = false } = {}): Promise<SmtpMailbox> {
  const received: ReceivedMail[] = [];
  const arrivals = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuseRecipients) return callback();
      callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const text = mail.text ?? '';
          // Kept before the server's 250, so whatever the sender saw delivered is already here.
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: mail.from?.value[0]?.address,
            subject: mail.subject ?? '',
            text,
            html: typeof mail.html === 'string' ? mail.html : '',
            links: text.match(LINK) ?? [],
          });
          for (const arrived of arrivals) arrived();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    mailTo(recipient, { timeoutMs = 5_000 } = {}) {
      const find = () => received.find((mail) => mail.to.includes(recipient));
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          done();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no mail to ${recipient} within ${timeoutMs} ms`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          arrivals.delete(check);
        };
        arrivals.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MessageStore } from './message-store';

/** Far above any reset or confirmation mail; a bigger one is refused rather than held in memory. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function tooBig(): Error {
  return Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 });
}

/**
 * Accepts any message from anyone who can reach it (which is why it listens on loopback only) and keeps
 * it parsed in the store. No STARTTLS (nodemailer would refuse the self-signed certificate) and no AUTH.
 */
export function smtpReceiver(store: MessageStore): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (stream.sizeExceeded) return callback(tooBig());
          store.add({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date(),
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
}

import type { Logger } from '../logging/logger';
import { startSmtpMailbox, type SmtpMailbox } from '../testing/smtp-mailbox';
import { createMailer } from './mailer';

const EMAIL = 'ana.souza@example.com';
const LINK = 'http://localhost:8080/reset-password?token=secret-token-value&type=recovery';
const MESSAGE = {
  to: EMAIL,
  subject: 'Redefina sua senha do Vitalia',
  text: `Redefinir senha: ${LINK}`,
  html: `<a href="${LINK}">Redefinir</a>`,
};

/** A logger that keeps what it is given, to see what would reach the logs. */
function recordingLogger() {
  const records: Array<{ level: string; fields: unknown; message: unknown }> = [];
  const record = (level: string) => (fields: unknown, message?: unknown) => {
    records.push({ level, fields, message });
  };
  const logger = { info: record('info'), warn: record('warn'), error: record('error'), debug: record('debug') } as unknown as Logger;
  return { logger, records, written: () => JSON.stringify(records) };
}

/** A port nothing listens on. */
const CLOSED_SMTP_URL = 'smtp://127.0.0.1:9';

describe('the mailer', () => {
  let mailbox: SmtpMailbox | undefined;
  afterEach(async () => {
    await mailbox?.close();
    mailbox = undefined;
  });

  it('hands the message to the server at SMTP_URL, from MAIL_FROM, and logs that it went, not what it said', async () => {
    mailbox = await startSmtpMailbox();
    const { logger, records, written } = recordingLogger();
    const mailer = createMailer({ SMTP_URL: mailbox.url, MAIL_FROM: 'Vitalia <no-reply@vitalia.local>' }, { logger });
    mailer.send(MESSAGE);
    await mailer.settled();

    expect(mailbox.received).toEqual([
      expect.objectContaining({ to: [EMAIL], from: 'no-reply@vitalia.local', subject: MESSAGE.subject, links: [LINK] }),
    ]);
    expect(records).toEqual([{ level: 'info', fields: { event: 'mail_sent', attempt: 1 }, message: expect.any(String) }]);
    expect(written()).not.toContain(EMAIL);
    expect(written()).not.toContain('secret-token-value');
  });

  it('without SMTP_URL sends nothing and says so in the log, without the address or the link', async () => {
    const { logger, records, written } = recordingLogger();
    const mailer = createMailer({ MAIL_FROM: 'Vitalia <no-reply@vitalia.local>' }, { logger });
    mailer.send(MESSAGE);
    await mailer.settled();

    expect(records).toEqual([{ level: 'warn', fields: { event: 'mail_not_sent', reason: 'no_smtp_url' }, message: expect.any(String) }]);
    expect(written()).not.toContain(EMAIL);
    expect(written()).not.toContain('secret-token-value');
  });

  it('retries an unreachable server, then gives up quietly: the caller never sees an error and the log holds only codes', async () => {
    const { logger, records, written } = recordingLogger();
    const mailer = createMailer(
      { SMTP_URL: CLOSED_SMTP_URL, MAIL_FROM: 'Vitalia <no-reply@vitalia.local>' },
      { logger, retryDelaysMs: [0, 0] },
    );
    expect(() => mailer.send(MESSAGE)).not.toThrow();
    await mailer.settled();

    expect(records.map((record) => [record.level, record.fields])).toEqual([
      [
        'warn',
        expect.objectContaining({ event: 'mail_failed', attempt: 1, willRetry: true, code: 'ESOCKET', command: 'CONN', permanent: false }),
      ],
      ['warn', expect.objectContaining({ event: 'mail_failed', attempt: 2, willRetry: true })],
      ['warn', expect.objectContaining({ event: 'mail_failed', attempt: 3, willRetry: false })],
    ]);
    expect(written()).not.toContain(EMAIL);
    expect(written()).not.toContain('secret-token-value');
  });

  it('does not retry a refused recipient, and keeps the server’s reply (which names the address) out of the log', async () => {
    mailbox = await startSmtpMailbox({ refuseRecipients: true });
    const { logger, records, written } = recordingLogger();
    const mailer = createMailer(
      { SMTP_URL: mailbox.url, MAIL_FROM: 'Vitalia <no-reply@vitalia.local>' },
      { logger, retryDelaysMs: [0, 0] },
    );
    mailer.send(MESSAGE);
    await mailer.settled();

    expect(records).toEqual([
      {
        level: 'warn',
        fields: {
          event: 'mail_failed',
          attempt: 1,
          willRetry: false,
          code: 'EENVELOPE',
          responseCode: 550,
          command: 'RCPT TO',
          permanent: true,
        },
        message: expect.any(String),
      },
    ]);
    expect(written()).not.toContain(EMAIL);
    expect(mailbox.received).toEqual([]);
  });
});

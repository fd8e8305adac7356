import { z } from 'zod';

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/** Ports only: the catcher always listens on 127.0.0.1, since whoever reaches it reads every reset link. */
export const mailCatcherConfigSchema = z.object({
  MAIL_CATCHER_SMTP_PORT: port(1025),
  MAIL_CATCHER_HTTP_PORT: port(1080),
});

export type MailCatcherConfig = z.output<typeof mailCatcherConfigSchema>;

/** Empty values count as unset, as in the services' configuration. */
export function loadMailCatcherConfig(env: Record<string, string | undefined> = process.env): MailCatcherConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  return mailCatcherConfigSchema.parse(present);
}

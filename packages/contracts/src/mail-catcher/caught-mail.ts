import { z } from 'zod';

/**
 * A message the local mail catcher (tools/mail-catcher) received, as its JSON API lists it. The embedded
 * setup's mail ends there instead of in real inboxes; the browser tests read their links from it.
 */
export const caughtMailSummarySchema = z.object({
  id: z.string(),
  /** Recipient addresses. */
  to: z.array(z.string()),
  subject: z.string(),
  /** When the catcher received it (ISO 8601). */
  date: z.iso.datetime(),
  /** Every http(s) link of the text body, in order (a reset or confirmation link first). */
  links: z.array(z.string()),
});
export type CaughtMailSummary = z.infer<typeof caughtMailSummarySchema>;

/** `GET /api/messages`: newest first. */
export const caughtMailListSchema = z.object({ messages: z.array(caughtMailSummarySchema) });
export type CaughtMailList = z.infer<typeof caughtMailListSchema>;

/** `GET /api/messages/:id`: one message with both bodies. */
export const caughtMailSchema = caughtMailSummarySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;

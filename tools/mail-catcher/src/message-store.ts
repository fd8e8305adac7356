import { randomUUID } from 'node:crypto';
import type { CaughtMail, CaughtMailSummary } from '@app/contracts';
import { linksIn } from './html';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: Date;
}

export interface MessageStore {
  add(mail: ReceivedMail): CaughtMail;
  /** Newest first. */
  list(): CaughtMailSummary[];
  get(id: string): CaughtMail | undefined;
}

/** A long-running `npm start` must not grow without end: past this many, the oldest message goes. */
const DEFAULT_CAPACITY = 1_000;

/** In memory only: the messages hold live reset links, so none outlives the process. */
export function messageStore(capacity = DEFAULT_CAPACITY): MessageStore {
  // Insertion order is arrival order.
  const messages = new Map<string, CaughtMail>();
  const summary = ({ id, to, subject, date, links }: CaughtMail): CaughtMailSummary => ({ id, to, subject, date, links });
  return {
    add({ receivedAt, ...mail }) {
      const caught: CaughtMail = { id: randomUUID(), ...mail, date: receivedAt.toISOString(), links: linksIn(mail.text) };
      messages.set(caught.id, caught);
      for (const oldest of messages.keys()) {
        if (messages.size <= capacity) break;
        messages.delete(oldest);
      }
      return caught;
    },
    list: () => [...messages.values()].reverse().map(summary),
    get: (id) => messages.get(id),
  };
}

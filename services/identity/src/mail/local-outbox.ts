import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mail-message';

export interface StoredMail extends MailMessage {
  id: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Where mail goes without a mail server, so a new user can still reset a password or confirm an address. */
export interface LocalOutbox {
  save(message: MailMessage, createdAt: Date): Promise<StoredMail>;
  /** Newest first, at most `limit`. */
  list(limit?: number): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | undefined>;
}

/** Time first, so ids sort by age; the random part keeps two in one millisecond apart. */
const ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

function newId(createdAt: Date): string {
  return `${String(createdAt.getTime()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
}

const DEFAULT_LIMIT = 100;

/** One JSON file per message. The links inside work as credentials, so files and folder are owner-only. */
export function fileOutbox(dir: string): LocalOutbox {
  const fileOf = (id: string) => path.join(dir, `${id}.json`);
  const read = async (id: string): Promise<StoredMail | undefined> => {
    try {
      return JSON.parse(await readFile(fileOf(id), 'utf8')) as StoredMail;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    async save(message, createdAt) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stored: StoredMail = { id: newId(createdAt), ...message, createdAt: createdAt.toISOString() };
      await writeFile(fileOf(stored.id), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      return stored;
    },
    async list(limit = DEFAULT_LIMIT) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => ID_PATTERN.test(id))
        .sort()
        .reverse()
        .slice(0, limit);
      const messages = await Promise.all(ids.map(read));
      return messages.filter((message): message is StoredMail => message !== undefined);
    },
    // The pattern keeps an id from naming any other file (no path traversal).
    get: (id) => (ID_PATTERN.test(id) ? read(id) : Promise.resolve(undefined)),
  };
}

/** For throw-away data (DATA_DIR in memory): kept as long as the process runs. */
export function memoryOutbox(): LocalOutbox {
  const messages = new Map<string, StoredMail>();
  return {
    async save(message, createdAt) {
      const stored: StoredMail = { id: newId(createdAt), ...message, createdAt: createdAt.toISOString() };
      messages.set(stored.id, stored);
      return stored;
    },
    async list(limit = DEFAULT_LIMIT) {
      return [...messages.values()].sort((a, b) => b.id.localeCompare(a.id)).slice(0, limit);
    },
    async get(id) {
      return messages.get(id);
    },
  };
}

import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { shortLinkClickSchema, type ShortLinkClick } from '@app/contracts';
import type { ClickBatch, ClickQueue } from './click-queue';

/** How often written clicks are forced to the disk (a killed process loses none anyway: they are in the kernel). */
const SYNC_EVERY_MS = 1_000;
/** The longest journal line (a click with the longest user agent and referrer the contract allows), with room to spare. */
const MAX_LINE_BYTES = 8 * 1024;

export interface ClickJournal extends ClickQueue {
  /** Resolves once the click is written to the journal (together with the others of the same turn). */
  add(click: ShortLinkClick): Promise<void>;
  /** Bytes of clicks not yet acknowledged. */
  pendingBytes(): number;
}

/**
 * The clicks queue on the gateway's disk: `<name>.journal`, one JSON click per line, appended before the visitor
 * is redirected (the clicks of one event-loop turn in one write: one system call per turn, not per click), and `<name>.offset`, how much of it sharing has counted, replaced
 * atomically (write aside, rename) after each acknowledged batch. A gateway that crashed finds both on restart
 * and sends the rest again: a click sent twice is counted once (its id). Once everything is counted the journal is
 * emptied, the offset first: a crash between the two only replays clicks already counted.
 */
export function clickJournal(dir: string, name: string, { onWarning = (_message: string) => {} } = {}): ClickJournal {
  mkdirSync(dir, { recursive: true });
  const journalFile = path.join(dir, `${name}.journal`);
  const offsetFile = path.join(dir, `${name}.offset`);
  const fd = openSync(journalFile, 'a+', 0o600);
  let size = fstatSync(fd).size;
  let offset = readOffset();
  let dirty = false;
  let closed = false;
  let unwritten: Buffer[] = [];
  let waiting: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];

  function readOffset(): number {
    try {
      const stored = Number(readFileSync(offsetFile, 'utf8'));
      // A journal shorter than its offset was emptied after a crash cut the write of the new offset: all counted.
      return Number.isSafeInteger(stored) && stored >= 0 && stored <= size ? stored : 0;
    } catch {
      return 0;
    }
  }

  function saveOffset(value: number) {
    writeFileSync(`${offsetFile}.next`, String(value), { mode: 0o600 });
    renameSync(`${offsetFile}.next`, offsetFile);
  }

  function read(from: number, length: number): Buffer {
    const buffer = Buffer.alloc(length);
    const got = readSync(fd, buffer, 0, length, from);
    return buffer.subarray(0, got);
  }

  // A line cut short by a power loss was never answered: the journal ends at the last whole line.
  if (size > offset) {
    const start = Math.max(offset, size - MAX_LINE_BYTES);
    const tail = read(start, size - start);
    if (tail[tail.length - 1] !== 0x0a) {
      const lastLineEnd = tail.lastIndexOf(0x0a);
      size = lastLineEnd === -1 ? start : start + lastLineEnd + 1;
      ftruncateSync(fd, size);
      onWarning('the click journal ended in a partial line, which was dropped');
    }
  }

  const syncer = setInterval(() => {
    if (!dirty || closed) return;
    dirty = false;
    fdatasync(fd, () => {});
  }, SYNC_EVERY_MS);
  syncer.unref();

  function acknowledge(from: number, bytes: number) {
    if (closed || from !== offset) return;
    offset += bytes;
    if (offset === size) {
      saveOffset(0);
      ftruncateSync(fd, 0);
      offset = 0;
      size = 0;
    } else {
      saveOffset(offset);
    }
  }

  function writeUnwritten() {
    if (unwritten.length === 0) return;
    const data = Buffer.concat(unwritten);
    const writers = waiting;
    unwritten = [];
    waiting = [];
    try {
      let written = 0;
      while (written < data.length) written += writeSync(fd, data, written);
    } catch (error) {
      // None of them is kept: a partial write is cut off, so the next clicks follow the last whole line.
      try {
        ftruncateSync(fd, size);
      } catch {
        // Then the next start drops the partial line.
      }
      for (const writer of writers) writer.reject(error);
      return;
    }
    size += data.length;
    dirty = true;
    for (const writer of writers) writer.resolve();
  }

  return {
    add: (click) =>
      new Promise<void>((resolve, reject) => {
        if (closed) return reject(new Error('the click journal is closed'));
        unwritten.push(Buffer.from(`${JSON.stringify(click)}\n`));
        waiting.push({ resolve, reject });
        if (unwritten.length === 1) setImmediate(writeUnwritten);
      }),
    next: async (max): Promise<ClickBatch | undefined> => {
      writeUnwritten();
      if (closed || offset >= size) return undefined;
      const from = offset;
      const chunk = read(from, Math.min(size - from, max * MAX_LINE_BYTES));
      const clicks: ShortLinkClick[] = [];
      let bytes = 0;
      while (clicks.length < max) {
        const end = chunk.indexOf(0x0a, bytes);
        if (end === -1) break;
        const parsed = shortLinkClickSchema.safeParse(safeJson(chunk.toString('utf8', bytes, end)));
        if (parsed.success) clicks.push(parsed.data);
        else onWarning('a damaged line of the click journal was skipped');
        bytes = end + 1;
      }
      return { clicks, ack: async () => acknowledge(from, bytes) };
    },
    pendingBytes: () => size - offset,
    close: async () => {
      if (closed) return;
      writeUnwritten();
      closed = true;
      clearInterval(syncer);
      fdatasyncSync(fd);
      closeSync(fd);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { ShortLinkClick } from '@app/contracts';
import { clickFlusher } from './click-flusher';
import { clickJournal } from './click-journal';
import type { SharingLinks } from './sharing-links';

const aClick = (code = 'Ab12Cd'): ShortLinkClick => ({
  id: randomUUID(),
  code,
  at: new Date().toISOString(),
  ipAddress: '198.51.100.0/24',
  userAgent: 'Visitor/1.0',
  referrerUrl: null,
});

const freshDir = () => mkdtempSync(path.join(os.tmpdir(), 'click-journal-'));
const silent = pino({ level: 'silent' });

/** Sharing's click endpoint: counts each click id once however often it is delivered, as `recordClicks` does. */
function countingSharing({ loseAnswers = 0 } = {}) {
  const counted = new Set<string>();
  const deliveries = new Map<string, number>();
  let answersToLose = loseAnswers;
  const sharing: Pick<SharingLinks, 'recordClicks'> = {
    recordClicks: async (clicks) => {
      const fresh = clicks.filter((click) => !counted.has(click.id));
      for (const click of clicks) deliveries.set(click.id, (deliveries.get(click.id) ?? 0) + 1);
      for (const click of fresh) counted.add(click.id);
      if (answersToLose > 0) {
        answersToLose -= 1;
        throw new Error('socket hang up');
      }
      return { recorded: fresh.length, skipped: clicks.length - fresh.length };
    },
  };
  return { sharing, counted, deliveries };
}

describe('the click journal', () => {
  it('keeps every click written until acknowledged, and hands out the same ones again until then', async () => {
    const journal = clickJournal(freshDir(), 'clicks');
    const clicks = [aClick(), aClick(), aClick()];
    await Promise.all(clicks.map((click) => journal.add(click)));

    const first = await journal.next(2);
    expect(first?.clicks).toEqual(clicks.slice(0, 2));
    expect((await journal.next(2))?.clicks).toEqual(clicks.slice(0, 2));
    await first!.ack();
    expect((await journal.next(10))?.clicks).toEqual(clicks.slice(2));
    await journal.close();
  });

  it('writes the clicks of one turn together, each one on disk by the time its add resolves', async () => {
    const dir = freshDir();
    const journal = clickJournal(dir, 'clicks');
    const added = [aClick(), aClick(), aClick()].map((click) => journal.add(click));
    expect(statSync(path.join(dir, 'clicks.journal')).size).toBe(0);
    await Promise.all(added);
    expect(readFileSync(path.join(dir, 'clicks.journal'), 'utf8').trim().split('\n')).toHaveLength(3);
    await journal.close();
  });

  it('after a crash, a restarted gateway finds the clicks not yet acknowledged', async () => {
    const dir = freshDir();
    const before = clickJournal(dir, 'clicks');
    const clicks = Array.from({ length: 5 }, () => aClick());
    await Promise.all(clicks.map((click) => before.add(click)));
    await (await before.next(2))!.ack();
    // The process dies here: nothing is closed or flushed.

    const after = clickJournal(dir, 'clicks');
    expect((await after.next(10))?.clicks).toEqual(clicks.slice(2));
    await after.close();
  });

  it('drops a line cut short by a crash in the middle of a write', async () => {
    const dir = freshDir();
    const before = clickJournal(dir, 'clicks');
    const whole = aClick();
    await before.add(whole);
    appendFileSync(path.join(dir, 'clicks.journal'), '{"id":"8c1b');

    const after = clickJournal(dir, 'clicks');
    expect((await after.next(10))?.clicks).toEqual([whole]);
    await after.add(aClick());
    expect((await after.next(10))?.clicks).toHaveLength(2);
    await after.close();
  });

  it('is emptied once everything in it is counted, the offset first', async () => {
    const dir = freshDir();
    const journal = clickJournal(dir, 'clicks');
    await journal.add(aClick());
    await journal.add(aClick());
    await (await journal.next(10))!.ack();
    expect(statSync(path.join(dir, 'clicks.journal')).size).toBe(0);
    expect(readFileSync(path.join(dir, 'clicks.offset'), 'utf8')).toBe('0');
    expect(await journal.next(10)).toBeUndefined();
    await journal.close();
  });
});

describe('flushing the journal to sharing', () => {
  it('written, crashed, restarted, flushed: every click counted once', async () => {
    const dir = freshDir();
    const crashed = clickJournal(dir, 'clicks');
    const clicks = Array.from({ length: 1200 }, (_, i) => aClick(`Code${i % 7}xx`));
    await Promise.all(clicks.map((click) => crashed.add(click)));

    const { sharing, counted } = countingSharing();
    const restarted = clickJournal(dir, 'clicks');
    const flusher = clickFlusher({ queues: [restarted], sharing, logger: silent });
    await flusher.drained();
    await flusher.stop();

    expect(counted).toEqual(new Set(clicks.map((click) => click.id)));
    expect(restarted.pendingBytes()).toBe(0);
    await restarted.close();
  });

  it('sends a batch whose answer was lost again, and sharing counts it once', async () => {
    const journal = clickJournal(freshDir(), 'clicks');
    const clicks = [aClick(), aClick(), aClick()];
    await Promise.all(clicks.map((click) => journal.add(click)));

    const { sharing, counted, deliveries } = countingSharing({ loseAnswers: 2 });
    const flusher = clickFlusher({ queues: [journal], sharing, logger: silent, retryFirstMs: 10 });
    await flusher.drained();
    await flusher.stop();

    // The same clicks, under the same ids, three times: counted once.
    expect([...deliveries.entries()]).toEqual(clicks.map((click) => [click.id, 3]));
    expect(counted).toEqual(new Set(clicks.map((click) => click.id)));
    await journal.close();
  });

  it('a crash after sharing counted a batch but before the journal noted it replays it without counting twice', async () => {
    const dir = freshDir();
    const clicks = [aClick(), aClick()];
    const first = clickJournal(dir, 'clicks');
    await Promise.all(clicks.map((click) => first.add(click)));
    const { sharing, counted, deliveries } = countingSharing();
    const batch = await first.next(10);
    await sharing.recordClicks(batch!.clicks);
    // Dies before batch.ack().

    const restarted = clickJournal(dir, 'clicks');
    const flusher = clickFlusher({ queues: [restarted], sharing, logger: silent });
    await flusher.drained();
    await flusher.stop();
    expect([...deliveries.values()]).toEqual([2, 2]);
    expect(counted.size).toBe(2);
    await restarted.close();
  });
});

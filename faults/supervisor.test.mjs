// The restart policy of `npm start` (scripts/supervisor.mjs), on small stand-in processes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { isFailure, restartDelay, supervise } from '../scripts/supervisor.mjs';

/** A part that runs `code` (node -e); each start is recorded. */
function part(code, options = {}) {
  const starts = [];
  const messages = [];
  const supervised = supervise({
    name: 'part',
    start: () => {
      const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
      starts.push(child.pid);
      return child;
    },
    log: (message) => messages.push(message),
    onChange: () => undefined,
    delays: { firstMs: 20, maxMs: 200 },
    ...options,
  });
  return { supervised, starts, messages };
}

async function until(check, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(10);
  }
}

describe('restart policy', () => {
  it('waits 200 ms after a first failure, doubling with each failure in a row, up to 10 s', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => restartDelay(n)),
      [200, 400, 800, 1600, 3200, 6400, 10_000, 10_000],
    );
  });

  it('takes a kill, a crash or a non-zero exit for a failure, and exit 0 (stopped on purpose) for none', () => {
    assert.equal(isFailure(null, 'SIGKILL'), true);
    assert.equal(isFailure(null, 'SIGTERM'), true);
    assert.equal(isFailure(1, null), true);
    assert.equal(isFailure(0, null), false);
  });

  it('starts a part killed with SIGKILL again, as a new process', async () => {
    const { supervised, starts } = part('setInterval(() => {}, 1000)');
    try {
      await until(() => supervised.child?.pid === starts[0]);
      process.kill(starts[0], 'SIGKILL');
      await until(() => starts.length === 2 && supervised.child?.pid === starts[1]);
      assert.notEqual(starts[1], starts[0]);
    } finally {
      await supervised.stop();
    }
  });

  it('backs off a part that keeps failing at start, and keeps trying', async () => {
    const { supervised, messages } = part('process.exit(3)');
    await until(() => messages.length >= 4);
    await supervised.stop();
    assert.deepEqual(
      messages.slice(0, 4),
      [20, 40, 80, 160].map((ms) => `part stopped (exit 3); restarting in ${ms} ms.`),
    );
  });

  it('leaves a part that exited 0 down', async () => {
    const { supervised, starts, messages } = part('process.exit(0)');
    await until(() => messages.length === 1);
    await sleep(100);
    assert.equal(starts.length, 1);
    assert.equal(supervised.child, undefined);
    assert.deepEqual(messages, ['part stopped (exit 0); not restarted.']);
  });

  it('restarts nothing once stopped, and stop() resolves when the part has exited', async () => {
    const { supervised, starts } = part('setInterval(() => {}, 1000)');
    await supervised.stop();
    await sleep(100);
    assert.equal(starts.length, 1);
    assert.equal(supervised.child, undefined);
  });
});

// Keeps `npm start`'s processes running: a part that crashes, is killed (kill -9) or exits with an error is
// started again after a back-off, so one failure never leaves the site broken until someone restarts it all.

/** Waits before a restart: 200 ms after the first failure, doubling with each failure in a row, up to 10 s. */
export function restartDelay(failuresInARow, { firstMs = 200, maxMs = 10_000 } = {}) {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, failuresInARow - 1));
}

/**
 * Whether an exit calls for a restart. A part that exits by itself with status 0 was stopped on purpose (an
 * operator's SIGTERM, which every part answers by draining and exiting 0) and stays down, as systemd's
 * `Restart=on-failure` does; a signal that killed it (SIGKILL, SIGSEGV…) or a non-zero status is a failure.
 */
export function isFailure(code, signal) {
  return signal !== null || code !== 0;
}

/**
 * Runs `start()` (which spawns the part and returns its ChildProcess) and restarts it after each failure.
 * A part that stayed up `stableMs` has its failure count reset, so a crash a day later restarts at once.
 * `onChange` is told after every start and exit (the process table is rewritten there).
 */
export function supervise({ name, start, log, onChange, stableMs = 30_000, delays }) {
  let child;
  let failuresInARow = 0;
  let stopped = false;
  let timer;

  function run() {
    const startedAt = Date.now();
    child = start();
    onChange();
    child.on('exit', (code, signal) => {
      child = undefined;
      onChange();
      if (stopped) return;
      if (!isFailure(code, signal)) {
        log(`${name} stopped (exit 0); not restarted.`);
        return;
      }
      failuresInARow = Date.now() - startedAt >= stableMs ? 1 : failuresInARow + 1;
      const delay = restartDelay(failuresInARow, delays);
      log(`${name} stopped (${signal ?? `exit ${code}`}); restarting in ${delay} ms.`);
      timer = setTimeout(run, delay);
    });
  }

  run();
  return {
    name,
    /** The running process, or undefined while it is down. */
    get child() {
      return child;
    },
    /** No more restarts; signals the running process and resolves once it exited. */
    stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(timer);
      const current = child;
      if (!current) return Promise.resolve();
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill(signal);
      return exited;
    },
  };
}

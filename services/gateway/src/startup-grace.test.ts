import { createLogger } from '@app/service-kit';
import { captureLogs } from '@app/service-kit/testing';
import { STARTUP_GRACE_MS, upstreamFailureLog } from './startup-grace';

function logged() {
  const logs = captureLogs();
  return { logs, levels: () => logs.lines.map((line) => (JSON.parse(line) as { level: number }).level) };
}

describe('upstream failures while the services boot', () => {
  it('are logged at debug only during the grace period, as warnings afterwards', () => {
    let clock = 1_000;
    const { logs, levels } = logged();
    const unavailable = upstreamFailureLog(createLogger('gateway', 'trace', logs.destination), { now: () => clock });

    for (let attempt = 0; attempt < 200; attempt += 1) {
      unavailable({ path: '/api/account/readyz' }, 'upstream unavailable');
      clock += (STARTUP_GRACE_MS - 1) / 200;
    }
    expect(levels().every((level) => level === 20)).toBe(true);

    clock = 1_000 + STARTUP_GRACE_MS;
    unavailable({ path: '/api/account/readyz' }, 'upstream unavailable');
    expect(levels().at(-1)).toBe(40);
  });

  it('print nothing during the grace period at the default log level', () => {
    const { logs } = logged();
    const unavailable = upstreamFailureLog(createLogger('gateway', 'info', logs.destination), { now: () => 0 });
    unavailable({ path: '/api/identity/readyz' }, 'upstream unavailable');
    expect(logs.lines).toEqual([]);
  });
});

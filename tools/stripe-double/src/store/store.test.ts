import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from './store';

describe('the double’s store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stripe-double-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps what was saved for the next start, in a file only its owner reads', () => {
    const file = path.join(dir, 'nested', 'stripe-double.json');
    const store = openStore(file);
    store.data.lastEventCreated = 42;
    store.save();
    expect(openStore(file).data.lastEventCreated).toBe(42);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ customers: {}, lastEventCreated: 42 });
  });

  it('refuses a file that is not its own rather than starting half empty', () => {
    const file = path.join(dir, 'other.json');
    writeFileSync(file, JSON.stringify({ customers: [] }));
    expect(() => openStore(file)).toThrow(/not a Stripe double data file/);
    writeFileSync(file, '{ half');
    expect(() => openStore(file)).toThrow(/cannot read/);
  });

  it('keeps everything in memory without a file', () => {
    const store = openStore();
    store.data.lastEventCreated = 7;
    store.save();
    expect(store.data.lastEventCreated).toBe(7);
  });
});

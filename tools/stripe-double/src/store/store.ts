import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { emptyData, type DoubleData } from './objects';

export interface Store {
  readonly data: DoubleData;
  /** Writes the data file, if there is one; called after every change. */
  save(): void;
}

const record = z.record(z.string(), z.object({}).loose());
/** Enough of a check that a file from something else is refused rather than half read. */
const dataFileSchema = z.object({
  customers: record,
  checkouts: record,
  portalSessions: record,
  subscriptions: record,
  invoices: record,
  lastEventCreated: z.number().int().min(0),
});

function load(file: string): DoubleData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file} (${error instanceof Error ? error.message : String(error)}); remove it to start afresh`);
  }
  if (!dataFileSchema.safeParse(parsed).success) throw new Error(`${file} is not a Stripe double data file; remove it to start afresh`);
  return parsed as DoubleData;
}

/**
 * The double's state: in memory, and in `file` when given, so a restart of `npm start` keeps its customers and
 * subscriptions (the site's own data outlives it too). The file is replaced whole, never left half written.
 */
export function openStore(file?: string): Store {
  const data = file && existsSync(file) ? load(file) : emptyData();
  return {
    data,
    save() {
      if (!file) return;
      mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.tmp`;
      // It holds customers' e-mail addresses: readable by its owner only.
      writeFileSync(partial, JSON.stringify(data), { mode: 0o600 });
      renameSync(partial, file);
    },
  };
}

import type { DestinationStream } from 'pino';

/** Every line a service logs, kept in memory: for tests that check what the logs (never) say. */
export interface CapturedLogs {
  destination: DestinationStream;
  lines: string[];
}

export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  return { lines, destination: { write: (line: string) => void lines.push(line) } };
}

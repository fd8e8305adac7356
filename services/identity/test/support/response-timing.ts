/** How long one request takes, in milliseconds. */
export async function timed<T>(action: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Enumeration safety by timing: the two medians may differ by noise, never by a whole piece of work such as an
 * argon2 hash. Relative bounds keep the check meaningful on a loaded machine, where every request is slower.
 */
export function comparableTimings(a: number[], b: number[]): { ratio: number } {
  const [ma, mb] = [median(a), median(b)];
  return { ratio: Math.max(ma, mb) / Math.max(Math.min(ma, mb), 1) };
}

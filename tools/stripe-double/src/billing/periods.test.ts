import { oneMonthAfter } from './periods';

const unix = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('a monthly period', () => {
  it('ends on the same day and time of the next month', () => {
    expect(iso(oneMonthAfter(unix('2026-11-21T10:30:00Z')))).toBe('2026-12-21T10:30:00.000Z');
    expect(iso(oneMonthAfter(unix('2026-12-15T00:00:00Z')))).toBe('2027-01-15T00:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(iso(oneMonthAfter(unix('2027-01-31T08:00:00Z')))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(oneMonthAfter(unix('2028-01-31T08:00:00Z')))).toBe('2028-02-29T08:00:00.000Z');
    expect(iso(oneMonthAfter(unix('2027-03-31T08:00:00Z')))).toBe('2027-04-30T08:00:00.000Z');
  });
});

import { randomUUID } from 'node:crypto';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor';

describe('the history cursor', () => {
  it('names the position it was made from', () => {
    const position = { createdAt: new Date('2025-03-04T05:06:07.089Z'), id: randomUUID() };
    expect(decodeHistoryCursor(encodeHistoryCursor(position))).toEqual(position);
  });

  it.each([
    '',
    'garbage',
    Buffer.from('yesterday|x').toString('base64url'),
    Buffer.from(`2025-01-01T00:00:00.000Z|${randomUUID()}|1`).toString('base64url'),
  ])('refuses %p', (cursor) => {
    expect(decodeHistoryCursor(cursor)).toBeUndefined();
  });
});

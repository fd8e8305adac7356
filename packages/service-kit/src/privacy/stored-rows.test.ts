import { pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedRows } from './stored-rows';

const visits = pgSchema('kit').table('visits', {
  id: uuid('id').primaryKey(),
  visitorIp: text('visitor_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }),
});

describe('storedRows', () => {
  it('names each value by its column as stored', () => {
    const createdAt = new Date('2025-06-21T10:00:00Z');
    expect(storedRows(visits, [{ id: 'v1', visitorIp: '203.0.113.7', createdAt }])).toEqual([
      { id: 'v1', visitor_ip: '203.0.113.7', created_at: createdAt },
    ]);
  });

  it('keeps only the columns that were selected', () => {
    expect(storedRows(visits, [{ id: 'v1' }])).toEqual([{ id: 'v1' }]);
  });
});

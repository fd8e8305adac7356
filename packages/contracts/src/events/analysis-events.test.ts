import { eventSchemas } from './event-catalogue';

const deleted = {
  id: '5b0c3a52-3c1f-4b7e-9c55-0d1f7f7e2a10',
  type: 'analysis.deleted',
  occurredAt: '2026-11-26T10:00:00.000Z',
  payload: { analysisId: '0f8fad5b-d9cb-469f-a165-70867728950e', userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' },
};

describe('analysis.deleted', () => {
  it('accepts the event as symptoms sends it', () => {
    expect(eventSchemas['analysis.deleted'].parse(deleted)).toEqual(deleted);
  });

  it('refuses an event without the analysis id', () => {
    expect(eventSchemas['analysis.deleted'].safeParse({ ...deleted, payload: { userId: deleted.payload.userId } }).success).toBe(false);
  });
});

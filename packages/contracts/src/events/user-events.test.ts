import { eventSchemas } from './event-catalogue';
import { eventEnvelopeSchema } from './event-envelope';
import { userRegisteredEventSchema } from './user-events';

const registered = {
  id: '5b0c3a52-3c1f-4b7e-9c55-0d1f7f7e2a10',
  type: 'user.registered',
  occurredAt: '2025-05-01T10:00:00.000Z',
  payload: {
    userId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    email: 'ana@example.com',
    name: 'Ana Souza',
    phone: null,
    language: 'pt',
    registrationIp: '203.0.113.7',
    userAgent: null,
  },
};

describe('event contracts', () => {
  it('accepts a user.registered event as identity sends it', () => {
    expect(userRegisteredEventSchema.parse(registered)).toEqual(registered);
  });

  it('refuses an envelope whose id is not a uuid', () => {
    expect(eventEnvelopeSchema.safeParse({ ...registered, id: '42' }).success).toBe(false);
  });

  it('refuses a user.registered payload without an e-mail', () => {
    const { email: _email, ...payload } = registered.payload;
    expect(userRegisteredEventSchema.safeParse({ ...registered, payload }).success).toBe(false);
  });

  it('ties each event type to its own schema', () => {
    expect(eventSchemas['user.deleted'].safeParse(registered).success).toBe(false);
    expect(
      eventSchemas['user.deleted'].safeParse({ ...registered, type: 'user.deleted', payload: { userId: registered.payload.userId } })
        .success,
    ).toBe(true);
  });
});

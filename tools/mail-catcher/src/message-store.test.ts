import { messageStore, type ReceivedMail } from './message-store';

const mail = (subject: string, text = ''): ReceivedMail => ({
  to: ['ana@example.com'],
  from: 'Vitalia',
  subject,
  text,
  html: '',
  receivedAt: new Date('2026-11-21T10:00:00Z'),
});

describe('the message store', () => {
  it('finds the links of the text body, in order', () => {
    const caught = messageStore().add(
      mail('reset', 'Open http://localhost:8080/reset-password?token=a&type=recovery, or https://b.example/2.'),
    );
    expect(caught.links).toEqual(['http://localhost:8080/reset-password?token=a&type=recovery', 'https://b.example/2']);
    expect(caught.date).toBe('2026-11-21T10:00:00.000Z');
  });

  it('forgets the oldest message past its capacity', () => {
    const store = messageStore(2);
    const first = store.add(mail('first'));
    store.add(mail('second'));
    store.add(mail('third'));
    expect(store.list().map((message) => message.subject)).toEqual(['third', 'second']);
    expect(store.get(first.id)).toBeUndefined();
  });
});

import { asKeptText, memoryKeptTextStore, type KeptText } from './kept-text';

const kept: KeptText = { text: 'dor no peito forte', language: 'pt', context: { age: 58 }, keptAt: '2026-11-27T10:00:00.000Z' };

describe('a kept description', () => {
  it('waits in one slot: a newer description replaces the older', async () => {
    const store = memoryKeptTextStore();
    await store.keep({ ...kept, text: 'first' });
    await store.keep(kept);
    expect(await store.peek()).toEqual(kept);
    expect(await store.peek()).toEqual(kept);
  });

  it('is handed out once: take empties the slot', async () => {
    const store = memoryKeptTextStore();
    await store.keep(kept);
    expect(await store.take()).toEqual(kept);
    expect(await store.take()).toBeUndefined();
    expect(await store.peek()).toBeUndefined();
  });

  it('is read back only while it still has the shape this build writes', async () => {
    expect(await asKeptText(kept)).toEqual(kept);
    expect(await asKeptText({ text: 'fever', language: 'en', keptAt: kept.keptAt })).toEqual({
      text: 'fever',
      language: 'en',
      keptAt: kept.keptAt,
    });
    expect(await asKeptText({ ...kept, language: 'it' })).toBeUndefined();
    expect(await asKeptText({ ...kept, text: 42 })).toBeUndefined();
    expect(await asKeptText({ ...kept, context: { age: -3 } })).toBeUndefined();
    expect(await asKeptText('dor no peito')).toBeUndefined();
    expect(await asKeptText(undefined)).toBeUndefined();
  });
});

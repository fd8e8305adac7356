import type { UnderstoodFinding } from '@app/contracts';
import { highlightSegments, spansInText, wordsAt } from './understood-text';

const text = 'my face is drooping on the left and i cant lift my arm';
const finding = (id: string, ...spans: Array<[number, number]>): UnderstoodFinding => ({
  id,
  label: id,
  spans: spans.map(([start, end]) => ({ start, end, text: text.slice(start, end) })),
});

describe('the words the engine read', () => {
  it('are quoted from the text at their offsets, end exclusive', () => {
    expect(wordsAt(text, { start: 3, end: 19, text: 'face is drooping' })).toBe('face is drooping');
  });

  it('are highlighted in the text, the rest left as written', () => {
    expect(highlightSegments(text, [finding('facial_droop', [3, 19]), finding('arm_weakness', [38, 54])])).toEqual([
      { text: 'my ', marked: false },
      { text: 'face is drooping', marked: true },
      { text: ' on the left and i ', marked: false },
      { text: 'cant lift my arm', marked: true },
    ]);
  });

  it('are highlighted once where two findings overlap or touch, whatever order they come in', () => {
    expect(
      highlightSegments(text, [
        finding('arm_weakness', [38, 54]),
        finding('facial_droop', [3, 19], [11, 27]),
        finding('left_side', [27, 31]),
      ]),
    ).toEqual([
      { text: 'my ', marked: false },
      { text: 'face is drooping on the left', marked: true },
      { text: ' and i ', marked: false },
      { text: 'cant lift my arm', marked: true },
    ]);
  });

  it.each([
    ['past the end of the text', 50, 60],
    ['empty', 5, 5],
    ['backwards', 10, 3],
    ['negative', -2, 4],
    ['not whole characters', 1.5, 4],
  ])('are ignored when their offsets are %s', (_name, start, end) => {
    const spans = [{ start, end, text: 'x' }];
    expect(spansInText(text, spans)).toEqual([]);
    expect(highlightSegments(text, [{ id: 'x', label: 'x', spans }])).toEqual([{ text, marked: false }]);
  });

  it('leave the text whole when nothing was read in it', () => {
    expect(highlightSegments(text, [])).toEqual([{ text, marked: false }]);
  });
});

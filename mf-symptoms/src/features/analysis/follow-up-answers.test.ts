import type { FollowUpQuestion } from '@app/contracts';
import { refineRequestSchema } from '@app/contracts';
import { hasAnswer, parseNumber, toAnswers } from './follow-up-answers';

const questions: FollowUpQuestion[] = [
  { id: 'fever_measured', text: 'Temperature?', kind: 'number', unit: '°C' },
  { id: 'stiff_neck', text: 'Stiff neck?', kind: 'yes_no' },
  { id: 'onset', text: 'How did it start?', kind: 'choice', options: [{ value: 'sudden', label: 'Suddenly' }] },
];

describe('follow-up answers', () => {
  it('are typed by question kind and accepted by the refine contract', () => {
    const result = toAnswers(questions, { fever_measured: '38,5', stiff_neck: 'no', onset: 'sudden' });
    expect(result).toEqual({ ok: true, answers: { fever_measured: 38.5, stiff_neck: false, onset: 'sudden' } });
    expect(refineRequestSchema.safeParse({ answers: result.ok ? result.answers : {} }).success).toBe(true);
  });

  it('leave out the questions not answered', () => {
    expect(toAnswers(questions, { stiff_neck: 'yes' })).toEqual({ ok: true, answers: { stiff_neck: true } });
    expect(hasAnswer(questions, { fever_measured: '  ' })).toBe(false);
  });

  it('report a number that cannot be read instead of sending it', () => {
    expect(toAnswers(questions, { fever_measured: 'hot' })).toEqual({ ok: false, invalid: ['fever_measured'] });
  });

  it.each([
    ['37', 37],
    ['38.2', 38.2],
    ['38,2', 38.2],
    ['-1', -1],
    ['3e2', undefined],
    ['', undefined],
  ])('reads "%s" as %s', (raw, expected) => {
    expect(parseNumber(raw)).toBe(expected);
  });
});

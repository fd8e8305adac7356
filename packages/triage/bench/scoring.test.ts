import { latencySummary, scoreCase, summarise } from './lib/scoring.cjs';

const vignette = (id: string, goldUrgency: string, goldCause = 'stroke') => ({ id, language: 'en', style: 'lay', goldUrgency, goldCause });
const answer = (urgency: string, causes: string[] = [], careSetting = 'doctor') => ({
  urgency,
  careSetting,
  possibleCauses: causes.map((id) => ({ id, name: id, likelihood: 0.5, evidence: [] })),
});

describe('triage bench scoring', () => {
  it('counts an answer less urgent than gold as under-triage and a more urgent one as over-triage', () => {
    const summary = summarise([
      scoreCase(vignette('a', 'emergency'), answer('high')),
      scoreCase(vignette('b', 'low'), answer('medium')),
      scoreCase(vignette('c', 'medium'), answer('medium')),
      scoreCase(vignette('d', 'high'), answer('high')),
    ]);
    expect(summary.urgencyAccuracy).toBe(0.5);
    expect(summary.underTriageRate).toBe(0.25);
    expect(summary.overTriageRate).toBe(0.25);
    expect(summary.emergencyRecall).toBe(0);
    expect(summary.confusion.emergency.high).toBe(1);
  });

  it('counts an emergency answered with low urgency or a self-care setting as sent to self-care', () => {
    const summary = summarise([
      scoreCase(vignette('a', 'emergency'), answer('low')),
      scoreCase(vignette('b', 'emergency'), answer('medium', [], 'pharmacy')),
      scoreCase(vignette('c', 'emergency'), answer('emergency', [], 'ambulance')),
      scoreCase(vignette('d', 'low'), answer('low', [], 'self_care')),
    ]);
    expect(summary.emergenciesSentToSelfCare).toBe(2);
    expect(summary.emergencyRecall).toBeCloseTo(1 / 3);
  });

  it('scores top-1 and top-3 causes by condition id', () => {
    const summary = summarise([
      scoreCase(vignette('a', 'high', 'appendicitis'), answer('high', ['appendicitis', 'gastroenteritis'])),
      scoreCase(vignette('b', 'high', 'appendicitis'), answer('high', ['gastroenteritis', 'kidney_stones', 'appendicitis'])),
      scoreCase(vignette('c', 'high', 'appendicitis'), answer('high', ['a', 'b', 'c', 'appendicitis'])),
    ]);
    expect(summary.causeTop1).toBeCloseTo(1 / 3);
    expect(summary.causeTop3).toBeCloseTo(2 / 3);
  });

  it('reports an engine that throws as an error and a miss, listed among the worst misses', () => {
    const summary = summarise([
      scoreCase(vignette('a', 'medium'), undefined, new Error('not implemented')),
      scoreCase(vignette('b', 'low'), answer('low')),
    ]);
    expect(summary.errors).toBe(1);
    expect(summary.confusion.medium.error).toBe(1);
    expect(summary.worstMisses).toEqual([
      { id: 'a', gold: 'medium', predicted: null, goldCause: 'stroke', topCause: null, error: 'not implemented' },
    ]);
  });

  it('lists under-triage before over-triage among the worst misses, the largest gap first', () => {
    const summary = summarise([
      scoreCase(vignette('over', 'low'), answer('emergency')),
      scoreCase(vignette('under-1', 'high'), answer('medium')),
      scoreCase(vignette('under-3', 'emergency'), answer('low')),
    ]);
    expect(summary.worstMisses.map((m: { id: string }) => m.id)).toEqual(['under-3', 'under-1', 'over']);
  });

  it('reads latency percentiles by nearest rank', () => {
    const figures = latencySummary(Array.from({ length: 100 }, (_, i) => 100 - i));
    expect(figures).toMatchObject({ n: 100, p50: 50, p95: 95, p99: 99, max: 100, mean: 50.5 });
  });
});

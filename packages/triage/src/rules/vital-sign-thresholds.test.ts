import { news2, vitalSignFindings, vitalSignFloor } from './vital-sign-thresholds';

describe('vital-sign thresholds by age', () => {
  it('calls a heart rate of 150 normal for a baby (NICE NG143) but fast for an adult', () => {
    expect(vitalSignFindings({ heartRate: 150 }, 0.5)).not.toContain('tachycardia');
    expect(vitalSignFindings({ heartRate: 150 }, 3)).toContain('tachycardia');
    expect(vitalSignFindings({ heartRate: 150 }, 40)).toContain('tachycardia');
  });

  it('uses the NG143 breathing rates: over 60 under 6 months, over 40 after a year', () => {
    expect(vitalSignFindings({ respiratoryRate: 55 }, 0.3)).not.toContain('tachypnoea');
    expect(vitalSignFindings({ respiratoryRate: 55 }, 2)).toContain('tachypnoea');
    expect(vitalSignFindings({ respiratoryRate: 22 }, 40)).toContain('tachypnoea');
  });

  it('sets fever, high fever and hypothermia from the temperature', () => {
    expect(vitalSignFindings({ temperatureC: 39.2, lowestTemperatureC: 39.2 }, 30)).toEqual(['fever', 'high_fever']);
    expect(vitalSignFindings({ temperatureC: 34.6, lowestTemperatureC: 34.6 }, 30)).toEqual(['hypothermia']);
  });

  it('marks 180/120 as severe hypertension (NICE NG136) and 88 systolic as hypotension', () => {
    expect(vitalSignFindings({ systolic: 182, diastolic: 100 }, 60)).toContain('hypertension_severe');
    expect(vitalSignFindings({ systolic: 88, diastolic: 50 }, 60)).toContain('hypotension');
  });

  it('grades oxygen saturation: under 94 % hypoxia, under 90 % severe', () => {
    expect(vitalSignFindings({ spo2: 92 }, 50)).toEqual(['hypoxia']);
    expect(vitalSignFindings({ spo2: 87 }, 50)).toEqual(['hypoxia', 'severe_hypoxia']);
  });
});

describe('NEWS2 floor for adults', () => {
  it('scores the parameters as the Royal College of Physicians chart does', () => {
    expect(news2({ respiratoryRate: 26, spo2: 90, systolic: 88, heartRate: 135, temperatureC: 39.5 }, true).total).toBe(17);
    expect(news2({ respiratoryRate: 16, spo2: 98, systolic: 125, heartRate: 72, temperatureC: 37 }, false).total).toBe(0);
  });

  it('is an emergency from 7, high from 5 or a single parameter scoring 3', () => {
    expect(vitalSignFloor({ respiratoryRate: 26, spo2: 90, heartRate: 135 }, 50, new Set())).toBe('emergency');
    expect(vitalSignFloor({ heartRate: 135 }, 50, new Set())).toBe('high');
    expect(vitalSignFloor({ heartRate: 95 }, 50, new Set())).toBeUndefined();
  });

  it('uses the NG143 traffic lights for children', () => {
    expect(vitalSignFloor({ spo2: 90 }, 2, new Set(['severe_hypoxia', 'hypoxia']))).toBe('emergency');
    expect(vitalSignFloor({ heartRate: 160 }, 3, new Set(['tachycardia']))).toBe('high');
  });
});

import type { Urgency } from '@app/contracts';
import type { FindingId } from '../findings/finding-ids';
import type { VitalSigns } from '../context/vital-signs';

/**
 * When a vital sign is abnormal for the person's age.
 *
 * Children under 5: NICE NG143 "Fever in under 5s" traffic-light table — tachycardia > 160 bpm under 12 months,
 * > 150 at 12–24 months, > 140 at 2–5 years; tachypnoea > 60/min under 6 months, > 50 at 6–12 months, > 40 over
 * 12 months; SpO2 ≤ 95 % in air is amber. Severe hypoxia in children is SpO2 < 92 % (NICE NG9 bronchiolitis).
 * Children 5–12: APLS (Advanced Paediatric Life Support) normal ranges — heart rate 80–120, breathing 20–25/min,
 * systolic ≥ 70 + 2 × age. Adults (and age unknown): Royal College of Physicians NEWS2 bands — heart rate > 100
 * (tachycardia) and < 50 (bradycardia), respiratory rate > 20, SpO2 < 94 % (hypoxia) and < 90 % (severe),
 * systolic ≤ 90 mmHg; severe hypertension ≥ 180/120 mmHg (NICE NG136); hypothermia < 35 °C.
 */
interface AgeBand {
  heartRateAbove: number;
  heartRateBelow: number;
  respiratoryRateAbove: number;
  systolicBelow: (age: number) => number;
  hypoxiaBelow: number;
  severeHypoxiaBelow: number;
}

function band(ageYears: number | undefined): AgeBand {
  const adult: AgeBand = {
    heartRateAbove: 100,
    heartRateBelow: 50,
    respiratoryRateAbove: 20,
    systolicBelow: () => 91,
    hypoxiaBelow: 94,
    severeHypoxiaBelow: 90,
  };
  if (ageYears === undefined || ageYears >= 12) return adult;
  if (ageYears >= 5)
    return {
      heartRateAbove: 120,
      heartRateBelow: 70,
      respiratoryRateAbove: 25,
      systolicBelow: (age) => 70 + 2 * age,
      hypoxiaBelow: 94,
      severeHypoxiaBelow: 92,
    };
  const underFive = {
    heartRateBelow: 80,
    systolicBelow: (age: number) => (age < 1 ? 70 : 70 + 2 * age),
    hypoxiaBelow: 96,
    severeHypoxiaBelow: 92,
  };
  if (ageYears < 0.5) return { ...underFive, heartRateAbove: 160, heartRateBelow: 100, respiratoryRateAbove: 60 };
  if (ageYears < 1) return { ...underFive, heartRateAbove: 160, heartRateBelow: 100, respiratoryRateAbove: 50 };
  if (ageYears < 2) return { ...underFive, heartRateAbove: 150, respiratoryRateAbove: 40 };
  return { ...underFive, heartRateAbove: 140, respiratoryRateAbove: 40 };
}

/** The vital-sign findings (tachycardia, hypoxia, …) the stated numbers establish for this age. */
export function vitalSignFindings(vitals: VitalSigns, ageYears: number | undefined): FindingId[] {
  const limits = band(ageYears);
  const age = ageYears ?? 30;
  const findings: FindingId[] = [];
  const { temperatureC, lowestTemperatureC, heartRate, systolic, diastolic, spo2, respiratoryRate, glucoseMgDl } = vitals;
  if (temperatureC !== undefined && temperatureC >= 38) findings.push('fever');
  if (temperatureC !== undefined && temperatureC >= 39) findings.push('high_fever');
  if (lowestTemperatureC !== undefined && lowestTemperatureC < 35) findings.push('hypothermia');
  if (heartRate !== undefined && heartRate > limits.heartRateAbove) findings.push('tachycardia');
  if (heartRate !== undefined && heartRate < limits.heartRateBelow) findings.push('bradycardia');
  if (systolic !== undefined && systolic < limits.systolicBelow(age)) findings.push('hypotension');
  if (age >= 12 && ((systolic ?? 0) >= 180 || (diastolic ?? 0) >= 120)) findings.push('hypertension_severe');
  // NICE NG136: clinic blood pressure of 140/90 or more is raised (stage 1), below the 180/120 crisis level.
  else if (age >= 12 && ((systolic ?? 0) >= 140 || (diastolic ?? 0) >= 90)) findings.push('raised_blood_pressure');
  if (spo2 !== undefined && spo2 < limits.hypoxiaBelow) findings.push('hypoxia');
  if (spo2 !== undefined && spo2 < limits.severeHypoxiaBelow) findings.push('severe_hypoxia');
  if (respiratoryRate !== undefined && respiratoryRate > limits.respiratoryRateAbove) findings.push('tachypnoea');
  // NICE NG17/NG28: hypoglycaemia below 4 mmol/L (72 mg/dL); ADA: DKA is likely above 250 mg/dL.
  if (glucoseMgDl !== undefined && glucoseMgDl < 72) findings.push('low_blood_sugar');
  if (glucoseMgDl !== undefined && glucoseMgDl >= 250) findings.push('high_blood_sugar');
  return findings;
}

function scoreBands(value: number | undefined, bands: readonly (readonly [test: (v: number) => boolean, points: number])[]): number {
  if (value === undefined) return 0;
  return bands.find(([test]) => test(value))?.[1] ?? 0;
}

/**
 * NEWS2 (Royal College of Physicians, 2017) from whatever vital signs the text gives, for adults: an aggregate
 * of 7 or more calls for an emergency response, 5–6 or any single parameter scoring 3 for an urgent one.
 * Returns the score and the highest single-parameter score.
 */
export function news2(vitals: VitalSigns, consciousnessAltered: boolean): { total: number; highestSingle: number } {
  const parts = [
    scoreBands(vitals.respiratoryRate, [
      [(v) => v <= 8, 3],
      [(v) => v <= 11, 1],
      [(v) => v <= 20, 0],
      [(v) => v <= 24, 2],
      [() => true, 3],
    ]),
    scoreBands(vitals.spo2, [
      [(v) => v <= 91, 3],
      [(v) => v <= 93, 2],
      [(v) => v <= 95, 1],
      [() => true, 0],
    ]),
    scoreBands(vitals.systolic, [
      [(v) => v <= 90, 3],
      [(v) => v <= 100, 2],
      [(v) => v <= 110, 1],
      [(v) => v <= 219, 0],
      [() => true, 3],
    ]),
    scoreBands(vitals.heartRate, [
      [(v) => v <= 40, 3],
      [(v) => v <= 50, 1],
      [(v) => v <= 90, 0],
      [(v) => v <= 110, 1],
      [(v) => v <= 130, 2],
      [() => true, 3],
    ]),
    scoreBands(vitals.temperatureC, [
      [(v) => v <= 35, 3],
      [(v) => v <= 36, 1],
      [(v) => v <= 38, 0],
      [(v) => v <= 39, 1],
      [() => true, 2],
    ]),
    consciousnessAltered ? 3 : 0,
  ];
  return { total: parts.reduce((sum, part) => sum + part, 0), highestSingle: Math.max(...parts) };
}

/**
 * The urgency the vital signs alone call for. Adults: NEWS2 (≥ 7 emergency; 5–6 or a single 3 high). Children
 * under 12: NICE NG143 — a red feature (severe hypoxia, hypotension, bradycardia) is an emergency, an amber one
 * (tachycardia, tachypnoea, SpO2 ≤ 95 %) needs urgent assessment.
 */
export function vitalSignFloor(vitals: VitalSigns, ageYears: number | undefined, findings: ReadonlySet<FindingId>): Urgency | undefined {
  const hasVitals = Object.keys(vitals).some((key) => key !== 'glucoseMgDl');
  if (!hasVitals) return undefined;
  if (ageYears !== undefined && ageYears < 12) {
    if (['severe_hypoxia', 'hypotension', 'bradycardia', 'hypothermia'].some((id) => findings.has(id as FindingId))) return 'emergency';
    if (['tachycardia', 'tachypnoea', 'hypoxia'].some((id) => findings.has(id as FindingId))) return 'high';
    return undefined;
  }
  const altered = findings.has('confusion') || findings.has('loss_of_consciousness') || findings.has('lethargy');
  const score = news2(vitals, altered);
  if (score.total >= 7) return 'emergency';
  if (score.total >= 5 || score.highestSingle >= 3) return 'high';
  // NICE NG136: stage 2 hypertension (≥ 160/100) needs a doctor's assessment, not an emergency.
  if (findings.has('hypertension_severe') || (vitals.systolic ?? 0) >= 160 || (vitals.diastolic ?? 0) >= 100) return 'medium';
  return undefined;
}

/**
 * Vital signs written in the text, with their units: temperature in °C or °F, heart rate, blood pressure
 * (including the Brazilian "18 por 12" = 180/120 mmHg), oxygen saturation, respiratory rate and blood glucose.
 * Works on folded text (see `foldText`), the same in every language.
 */
export interface VitalSigns {
  /** Highest temperature stated, °C. */
  temperatureC?: number;
  /** Lowest temperature stated, °C (hypothermia). */
  lowestTemperatureC?: number;
  heartRate?: number;
  systolic?: number;
  diastolic?: number;
  spo2?: number;
  respiratoryRate?: number;
  glucoseMgDl?: number;
}

/** Up to five words (or counts: "medi a pressão 3 vezes e deu 185 por 115") between a label and its value. */
const FILLER = '(?:\\s*[:=,]?\\s*(?:[a-z0-9]+\\s+){0,5}?)';
/**
 * A pressure's two numbers are its own mark, so more may stand between them and the label, commas too: "foi medir a
 * tensão na farmácia porque andava curiosa, deu 192/116".
 */
const PRESSURE_FILLER = '(?:\\s*[:=,]?\\s*(?:[a-z0-9]+[\\s,]+){0,8}?)';

const TEMPERATURE_LABELS =
  'temperature|temperatura|temperatur|temp|tax|t|fever of|fever|febre de|febre|fiebre de|fiebre|fieber von|fieber|fievre a|fievre de|fievre|koerpertemperatur|korpertemperatur';
const HEART_RATE_LABELS =
  'relogio|smartwatch|watch|reloj|uhr|montre|fitbit|garmin|heart rate|hr|pulse(?!\\s*ox)|pulse rate|pulso|puls|pouls|fc|frequencia cardiaca|frecuencia cardiaca|frequence cardiaque|herzfrequenz|hf|batimentos';
const BLOOD_PRESSURE_LABELS =
  'blood pressure|bp|pa|pressao arterial|pressao|tensao arterial|tensao|presion arterial|presion|tension arterial|tension arterielle|tension|ta|rr|blutdruck';
const SPO2_LABELS =
  'pulsioximetro|pulsoximetro|saturometro|pulsoxymeter|oxymetre de pouls|oximetro de pulso|spo2|sp02|sao2|sato2|o2 sat|sats?|saturacao|saturando|satura|saturacion|saturation|sature|sattigung|oxygen saturation|oxygen|oximetria|oximetro|oxymetre|pulse ox(?:imetry|imeter)?';
const RESPIRATORY_RATE_LABELS =
  'respiratory rate|resp rate|breathing rate|rr|fr|frequencia respiratoria|frecuencia respiratoria|frequence respiratoire|atemfrequenz|af';
const GLUCOSE_LABELS =
  'glucose|glicemia|glicose|glucemia|glycemie|blood sugar|sugar|acucar|azucar|blutzucker|zucker|bz|hgt|dextro|dxt|glucometer|glicemia capilar';

const NUMBER = '(\\d{1,3}(?:\\.\\d{1,2})?)';

const PATTERNS = {
  temperatureWithUnit: new RegExp(`\\b${NUMBER}\\s*(?:°|degrees?|graus?|grados?|grad|degres?)\\s*(c|f|celsius|fahrenheit)?(?![a-z])`, 'g'),
  temperatureLetter: new RegExp(`\\b${NUMBER}\\s*(c|f)\\b`, 'g'),
  temperatureLabelled: new RegExp(
    `\\b(?:${TEMPERATURE_LABELS})\\b${FILLER}${NUMBER}(?!\\s*(?:%|\\/|kg|mg|ml|mm|cm|bpm|semanas|weeks|wochen|semaines|ssw|sa|anos|years|jahre|ans|dias|days|tage|jours|horas|hours|stunden|heures|h\\b))`,
    'g',
  ),
  // "ta com 39 de febre", "tiene 38,5 de fiebre", "hat 39 Fieber": the number before the word.
  temperatureBeforeWord: /\b(3[5-9]|4[0-2])(?:\.\d)?\s*(?:(?:de|of)\s+)?(?:febre|fiebre|fever|fieber|fievre)\b/g,
  // "j'ai 39 avec des frissons": a whole number is a temperature only with the shivers it comes with.
  temperatureWithChills:
    /\b(3[89]|4[01])(?:\.\d)?\s+(?:avec|et|with|and|com|e|con|y|mit|und)\s+(?:(?:des|de|os|los|la)\s+)?(?:frissons|chills|calafrios|escalofrios|schuttelfrost)\b/g,
  temperatureBare: /(?<![\d.])\b(3[4-9]|4[0-2])\.\d\b(?!\s*(?:%|\/|kg|mg|ml|mm|cm|semanas|weeks|wochen|semaines|ssw|sa\b|lbs|kilos))/g,
  heartRateLabelled: new RegExp(
    `\\b(?:${HEART_RATE_LABELS})\\b${FILLER}(\\d{2,3})(?!\\s*(?:\\/\\s*\\d|%|°|percent|por cento|por ciento|prozent|pour cent))`,
    'g',
  ),
  // "mon coeur s'est mis à 180": a number after the heart itself is its rate only when it races (a heart attack at 55 is an age).
  heartRateHeartWord: new RegExp(
    `\\b(?:heart|coeur|coracao|corazon|herz)\\b${FILLER}(1\\d\\d|2[0-5]\\d)\\b(?!\\s*(?:\\/|%|°|anos|years|jahre|ans))`,
    'g',
  ),
  heartRateUnit: /\b(\d{2,3})\s*(?:bpm|b\/min|batimentos|bat\/min|lpm|latidos|spm|schlage|pulsations|battements)\b/g,
  bloodPressure: new RegExp(
    `\\b(?:${BLOOD_PRESSURE_LABELS})\\b${PRESSURE_FILLER}(\\d{1,3})\\s*(?:\\/|x|por|over|sur|auf|zu|a)\\s*(\\d{1,3})\\b`,
    'g',
  ),
  bloodPressureUnit: /\b(\d{2,3})\s*\/\s*(\d{2,3})\s*(?:mm\s*hg|mmhg)\b/g,
  spo2Labelled: new RegExp(`\\b(?:${SPO2_LABELS})\\b${FILLER}(\\d{2,3})(?!\\s*(?:\\/|°|bpm))`, 'g'),
  spo2RoomAir:
    /\b(\d{2,3})\s*%\s*(?:(?:on|in|em|en|a|an|bei|sur|with)\s+)?(?:room air|ra|ar ambiente|aa|aire ambiente|raumluft|air ambiant|o2|oxygen|de oxigenio|de oxigeno|sauerstoff|d oxygene|sat)\b/g,
  respiratoryRateLabelled: new RegExp(`\\b(?:${RESPIRATORY_RATE_LABELS})\\b${FILLER}(\\d{1,2})(?!\\s*(?:\\/\\s*\\d|\\d|%))`, 'g'),
  respiratoryRateUnit:
    /\b(\d{1,2})\s*(?:breaths|rpm|irpm|ipm|mrm|resp\/min|respiracoes|respiraciones|atemzuge|cycles\/min|mouvements respiratoires)\b/g,
  glucose: new RegExp(
    // "Zucker Typ 2", "diabetes tipo 1": the type of diabetes is no reading.
    `\\b(?:${GLUCOSE_LABELS})\\b${FILLER}(?<!\\b(?:typ|type|tipo)\\s*)(\\d{1,3}(?:\\.\\d{1,2})?)(?!\\s*(?:tage|tagen|days?|dias?|jours?|stunden|hours?|horas?|heures?|wochen|weeks?|semanas?|semaines?)\\b)\\s*(mg\\/dl|mg|mmol(?:\\/l)?|g\\/l)?`,
    'g',
  ),
};

function celsius(value: number, unit?: string): number | undefined {
  const fahrenheit = unit?.startsWith('f') || (unit === undefined && value >= 93 && value <= 110);
  const inCelsius = fahrenheit ? ((value - 32) * 5) / 9 : value;
  return inCelsius >= 25 && inCelsius <= 45 ? Math.round(inCelsius * 10) / 10 : undefined;
}

function all(pattern: RegExp, folded: string): RegExpMatchArray[] {
  return [...folded.matchAll(pattern)];
}

/** Examinations measured in degrees of angle: a straight-leg raise, a joint's flexion. */
const ANGLE_BEFORE = /\b(?:lasegue|slr|straight leg|flexion|extension|abduktion|abduction|rotation|winkel|angle|angulo)\b/;

function temperatures(folded: string): number[] {
  const found: number[] = [];
  const add = (value: number | undefined) => value !== undefined && found.push(value);
  for (const match of all(PATTERNS.temperatureWithUnit, folded)) {
    // "Lasègue re bei 40° positiv": an angle of the examination, told without a unit, is no temperature.
    if (!match[2] && ANGLE_BEFORE.test(folded.slice(Math.max(0, match.index! - 30), match.index))) continue;
    add(celsius(Number(match[1]), match[2]));
  }
  for (const match of all(PATTERNS.temperatureLetter, folded)) {
    const value = Number(match[1]);
    // "48 f" is an age and a sex; only values in a body-temperature range count.
    if ((match[2] === 'c' && value >= 30 && value <= 45) || (match[2] === 'f' && value >= 90 && value <= 112))
      add(celsius(value, match[2]));
  }
  for (const match of all(PATTERNS.temperatureLabelled, folded)) {
    const value = Number(match[1]);
    if ((value >= 30 && value <= 45) || (value >= 90 && value <= 112)) add(celsius(value));
  }
  for (const match of all(PATTERNS.temperatureBeforeWord, folded)) add(celsius(Number(match[0].match(/^[\d.]+/)![0])));
  for (const match of all(PATTERNS.temperatureBare, folded)) add(celsius(Number(match[0])));
  for (const match of all(PATTERNS.temperatureWithChills, folded)) add(celsius(Number(match[1])));
  return found;
}

function bloodPressure(folded: string): { systolic: number; diastolic: number } | undefined {
  for (const match of [...all(PATTERNS.bloodPressure, folded), ...all(PATTERNS.bloodPressureUnit, folded)]) {
    let systolic = Number(match[1]);
    let diastolic = Number(match[2]);
    // In Brazil pressure is said in cmHg: "18 por 12", "12x8" mean 180/120 and 120/80 mmHg.
    if (systolic <= 30 && diastolic <= 20) {
      systolic *= 10;
      diastolic *= 10;
    }
    if (systolic >= 40 && systolic <= 300 && diastolic >= 20 && diastolic < systolic) return { systolic, diastolic };
  }
  return undefined;
}

function firstInRange(matches: RegExpMatchArray[], min: number, max: number): number | undefined {
  for (const match of matches) {
    const value = Number(match[1]);
    if (value >= min && value <= max) return value;
  }
  return undefined;
}

function glucose(folded: string): number | undefined {
  for (const match of all(PATTERNS.glucose, folded)) {
    const value = Number(match[1]);
    const unit = match[2];
    // mmol/L below ~35 (the UK, Portugal, Germany in part); mg/dL otherwise (Brazil, the US, Spain); French meters
    // also read in g/L ("glycémie à 3,5 g/l" is 350 mg/dL).
    const mgDl = unit === 'g/l' ? value * 100 : unit?.startsWith('mmol') || (!unit?.startsWith('mg') && value < 35) ? value * 18 : value;
    if (mgDl >= 10 && mgDl <= 1500) return Math.round(mgDl);
  }
  return undefined;
}

export function extractVitalSigns(folded: string): VitalSigns {
  const temps = temperatures(folded);
  const pressure = bloodPressure(folded);
  const heartRate = firstInRange(
    [...all(PATTERNS.heartRateLabelled, folded), ...all(PATTERNS.heartRateHeartWord, folded), ...all(PATTERNS.heartRateUnit, folded)],
    20,
    260,
  );
  const spo2 = firstInRange([...all(PATTERNS.spo2Labelled, folded), ...all(PATTERNS.spo2RoomAir, folded)], 50, 100);
  const respiratoryRate = firstInRange(
    [...all(PATTERNS.respiratoryRateLabelled, folded), ...all(PATTERNS.respiratoryRateUnit, folded)],
    4,
    90,
  );
  const glucoseMgDl = glucose(folded);
  return {
    ...(temps.length > 0 && { temperatureC: Math.max(...temps), lowestTemperatureC: Math.min(...temps) }),
    ...(heartRate !== undefined && { heartRate }),
    ...(pressure && pressure),
    ...(spo2 !== undefined && { spo2 }),
    ...(respiratoryRate !== undefined && { respiratoryRate }),
    ...(glucoseMgDl !== undefined && { glucoseMgDl }),
  };
}

import { foldText } from '../normalise/fold-text';
import { extractVitalSigns } from './vital-signs';

const read = (text: string) => extractVitalSigns(foldText(text));

describe('vital signs', () => {
  it.each([
    ['temperature 39.5', 39.5],
    ['febre de 39,5', 39.5],
    ['fever 102 F', 38.9],
    ['Temp 101.3°F', 38.5],
    ['38,7 °C', 38.7],
    ['Fieber 40 Grad', 40],
    ['fièvre à 39', 39],
    ['fiebre de 38.5', 38.5],
    ['ta com 39 de febre', 39],
    ['hat 39 Fieber', 39],
  ])('"%s" is %s °C', (text, celsius) => {
    expect(read(text).temperatureC).toBe(celsius);
  });

  it.each([
    ['HR 120', 120],
    ['pulse 130', 130],
    ['FC 120 bpm', 120],
    ['Puls 110', 110],
    ['pouls à 95', 95],
    ['heart rate of 45', 45],
    ['o relógio diz 130', 130],
  ])('"%s" is a heart rate of %d', (text, rate) => {
    expect(read(text).heartRate).toBe(rate);
  });

  it.each([
    ['BP 80/50', 80, 50],
    ['PA 190/120', 190, 120],
    ['pressão 18 por 12', 180, 120],
    ['minha pressão está 12x8', 120, 80],
    ['RR 180/100', 180, 100],
    ['tension 16/9', 160, 90],
    ['140/90 mmHg', 140, 90],
    ['la pharmacienne a pris ma tension, 16/9', 160, 90],
    ['medi a tensão na farmácia e deu 165/95', 165, 95],
  ])('"%s" is a blood pressure of %d/%d', (text, systolic, diastolic) => {
    expect(read(text)).toMatchObject({ systolic, diastolic });
  });

  it.each([
    ['sat 88%', 88],
    ['SpO2 91', 91],
    ['el pulsioxímetro marca 94', 94],
    ['saturação 93%', 93],
    ['Sättigung 89 %', 89],
    ['94% on room air', 94],
  ])('"%s" is an oxygen saturation of %d', (text, spo2) => {
    expect(read(text).spo2).toBe(spo2);
  });

  it.each([
    ['RR 30', 30],
    ['respiratory rate 24', 24],
    ['FR 28 irpm', 28],
    ['Atemfrequenz 26', 26],
  ])('"%s" is a respiratory rate of %d', (text, rate) => {
    expect(read(text).respiratoryRate).toBe(rate);
  });

  it('reads a heart "at 180" as its rate, and a whole number told with the shivers as a temperature', () => {
    expect(read("d'un coup mon coeur s'est mis à 180 régulier").heartRate).toBe(180);
    expect(read('had a heart attack back in 2019').heartRate).toBeUndefined();
    expect(read("j'ai 39 avec des frissons").temperatureC).toBe(39);
    expect(read("j'ai 39 ans").temperatureC).toBeUndefined();
  });

  it.each([
    ['glicemia 45', 45],
    ['blood sugar 2.8 mmol/L', 50],
    ['Blutzucker 320 mg/dl', 320],
    ['glycémie à 3,5 g/l depuis hier', 350],
    ['Zucker seit 2 Tagen über 350', 350],
    ['ich habe zucker typ 2, zucker heute 140 und 155', 140],
  ])('"%s" is a glucose of %d mg/dL', (text, mgDl) => {
    expect(read(text).glucoseMgDl).toBe(mgDl);
  });

  it('does not read an age and sex ("48 f") or a pulse oximeter as vital signs', () => {
    expect(read('a 48 f, pulse ox 88%')).toEqual({ spo2: 88 });
  });

  it('does not read the angle of an examination ("Lasègue bei 40° positiv") as a temperature', () => {
    expect(read('Lasègue re bei 40° positiv, Sensibilität L5 gemindert')).toEqual({});
    expect(read('Fieber bei 40° seit gestern')).toMatchObject({ temperatureC: 40 });
  });
});

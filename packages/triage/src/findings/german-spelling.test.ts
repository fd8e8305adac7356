import { readText } from './read-text';

const present = (text: string) => [...readText(text, 'de').present.keys()];

describe('German typed without umlauts (ae, oe, ue) or with spoken endings', () => {
  it.each([
    ['bin total muede und mir ist uebel', ['fatigue', 'nausea']],
    ['starke rueckenschmerzen seit gestern', ['back_pain']],
    ['er steht auf der bruecke und es hat alles keinen sinn mehr', ['suicidal_thoughts']],
  ])('reads "%s" as it reads the umlauts', (text, findings) => {
    expect(present(text)).toEqual(expect.arrayContaining(findings));
  });

  it.each([['oma kann seit heit den rechten arm nimma hebn und redt so verwaschn', ['arm_weakness', 'speech_difficulty']]])(
    'reads the spoken -n ending of "%s" as -en',
    (text, findings) => {
      expect(present(text)).toEqual(expect.arrayContaining(findings));
    },
  );

  it('leaves words it knows as written alone ("neue", "Feuer", "Dauer")', () => {
    expect(present('seit einer neuen Tablette Dauer-Kopfschmerzen')).toContain('headache');
  });
});

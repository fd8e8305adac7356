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

  it.each([
    ['min maa isch plötzlich umgfalle, cha de linggi arm nöd lupfe und s muul hanget uf eini siite', ['arm_weakness', 'facial_droop']],
    [
      'schlimmschti chopfweh vo mim läbe, ha zwei mal erbroche und de nacke isch ganz stiif',
      ['thunderclap_headache', 'vomiting', 'neck_stiffness'],
    ],
    ['mei oma hängt dr mondwinkel uff oiner seit ronter ond se schwätzt wie wenn se bsoffa wär', ['facial_droop', 'speech_difficulty']],
    [
      'ick hab son jefühl als ob mir eener uff de brust sitzt, zieht bis in linken arm, bin klitschnass jeschwitzt',
      ['chest_pain', 'sweating'],
    ],
    ['kleine dunkelrote pünktcher, mit nem glas probiert, die jehn nit wech wenn ich drück', ['non_blanching_rash']],
  ])('reads the dialect of "%s" as the standard words', (text, findings) => {
    expect(present(text)).toEqual(expect.arrayContaining(findings));
  });

  it('leaves words it knows as written alone ("neue", "Feuer", "Dauer")', () => {
    expect(present('seit einer neuen Tablette Dauer-Kopfschmerzen')).toContain('headache');
  });
});

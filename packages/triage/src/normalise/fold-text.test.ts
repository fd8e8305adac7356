import { foldText } from './fold-text';

describe('foldText', () => {
  it('lowers case and removes accents in every language', () => {
    expect(foldText('Dor no PEITO, Náusea, Übelkeit, fièvre, año, Straße')).toBe('dor no peito, nausea, ubelkeit, fievre, ano, strasse');
  });

  it('keeps numbers and turns a decimal comma into a point', () => {
    expect(foldText('febre de 39,5 e 38.2')).toBe('febre de 39.5 e 38.2');
  });

  it('splits English contractions and French elisions into words', () => {
    expect(foldText("I don't, can't, won't")).toBe('i do not, cannot, will not');
    expect(foldText("je n'ai pas de fièvre, j'ai mal à l'œil")).toBe('je n ai pas de fievre, j ai mal a l oeil');
  });
});

import { emergencyNumbers } from './emergency-numbers';

describe('emergency numbers for the user locale', () => {
  it.each([
    ['pt-BR', ['192']],
    ['pt-PT', ['112']],
    ['es-ES', ['112']],
    ['de-DE', ['112']],
    ['fr-FR', ['15', '112']],
    ['en-US', ['911']],
    ['en-GB', ['999']],
  ])('%s calls %j', (locale, expected) => {
    expect(emergencyNumbers(locale)).toEqual(expected);
  });

  it('a bare language uses its default market', () => {
    expect(emergencyNumbers('pt')).toEqual(['192']);
    expect(emergencyNumbers('fr')).toEqual(['15', '112']);
  });

  it('an unknown locale falls back to the US number rather than to nothing', () => {
    expect(emergencyNumbers('ja-JP')).toEqual(['911']);
  });
});

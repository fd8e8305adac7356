import { sharedCodeFromPath } from './shared-code';

describe('sharedCodeFromPath', () => {
  it.each([
    ['/pt/analise-compartilhada/Ab12Cd', 'Ab12Cd'],
    ['/en/shared-analysis/Ab12Cd/', 'Ab12Cd'],
    ['/de/geteilte-analyse/x9Y8z7', 'x9Y8z7'],
  ])('reads the code from %s', (path, code) => {
    expect(sharedCodeFromPath(path)).toBe(code);
  });

  it.each(['/en/shared-analysis/', '/en/shared-analysis/ab%2Fcd', '/en/shared-analysis/%E0%A4%A', '/en/shared-analysis/a-b'])(
    'finds no code in %s',
    (path) => {
      expect(sharedCodeFromPath(path)).toBeNull();
    },
  );
});

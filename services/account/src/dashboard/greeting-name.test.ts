import { greetingName } from './greeting-name';

describe('greetingName', () => {
  it('greets by the first name of the full name', () => {
    expect(greetingName('  Ana   Souza Lima ', 'ana@example.com')).toBe('Ana');
  });

  it('falls back to the part of the e-mail before the @ sign when there is no name', () => {
    expect(greetingName(null, 'joao.silva@example.com')).toBe('joao.silva');
    expect(greetingName('   ', 'maria@example.com')).toBe('maria');
  });
});

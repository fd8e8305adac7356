import { initialsOf, toUpdateInput } from './profile-form-values';

describe('toUpdateInput', () => {
  it('sends empty birth date and phone as null and trims the name', () => {
    expect(toUpdateInput({ name: '  Ana Souza ', birthDate: '', phone: '   ' })).toEqual({
      name: 'Ana Souza',
      birth_date: null,
      phone: null,
    });
  });

  it('keeps filled-in values', () => {
    expect(toUpdateInput({ name: 'Ana', birthDate: '1990-04-12', phone: '+55 11 91234-5678' })).toEqual({
      name: 'Ana',
      birth_date: '1990-04-12',
      phone: '+55 11 91234-5678',
    });
  });
});

describe('initialsOf', () => {
  it('takes the first and last name', () => {
    expect(initialsOf('ana maria souza', 'a@b.co')).toBe('AS');
  });

  it('falls back to the e-mail when there is no name', () => {
    expect(initialsOf('  ', 'zoe@example.com')).toBe('Z');
  });
});

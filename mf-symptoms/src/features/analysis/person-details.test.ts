import { patientContextSchema } from '@app/contracts';
import { EMPTY_PERSON_DETAILS, isAgeValid, toPatientContext } from './person-details';

describe('the "about the person" details', () => {
  it('are not sent at all when nothing was given', () => {
    expect(toPatientContext(EMPTY_PERSON_DETAILS)).toBeUndefined();
  });

  it('become a context the contract accepts', () => {
    const context = toPatientContext({ age: ' 34 ', sex: 'female', pregnant: 'yes' });
    expect(context).toEqual({ age: 34, sex: 'female', pregnant: true });
    expect(patientContextSchema.safeParse(context).success).toBe(true);
  });

  it('drop a pregnancy answer once the sex is male', () => {
    expect(toPatientContext({ age: '', sex: 'male', pregnant: 'yes' })).toEqual({ sex: 'male' });
  });

  it.each(['0', '7', '120', ''])('accept the age "%s"', (age) => {
    expect(isAgeValid(age)).toBe(true);
  });

  it.each(['121', '-1', '3.5', 'abc', '1e2'])('refuse the age "%s"', (age) => {
    expect(isAgeValid(age)).toBe(false);
  });
});

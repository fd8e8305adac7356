import { trainingCases } from '../../../scripts/training-cases';
import { SECOND_OPINION_MODEL } from './model';
import { raisedBySecondOpinion } from './resembles-emergency';
import { trainSecondOpinion } from './train';

describe('the second opinion', () => {
  it('is the model the training script makes from today’s development cases (run `npm run train:second-opinion`)', () => {
    expect(trainSecondOpinion(trainingCases())).toEqual(SECOND_OPINION_MODEL);
  });

  it('raises a low or medium answer for a text that reads like an emergency', () => {
    expect(raisedBySecondOpinion('low', 'my dad collapsed, he is not breathing properly and his lips are going blue', 'en')).toBe(true);
    expect(raisedBySecondOpinion('medium', 'mon bébé ne respire plus, il est tout mou', 'fr')).toBe(true);
  });

  it('never touches an answer that is already high or an emergency', () => {
    expect(raisedBySecondOpinion('high', 'mon bébé ne respire plus, il est tout mou', 'fr')).toBe(false);
    expect(raisedBySecondOpinion('emergency', 'mon bébé ne respire plus, il est tout mou', 'fr')).toBe(false);
  });

  it('leaves an everyday complaint alone', () => {
    expect(raisedBySecondOpinion('low', 'runny nose and sneezing for two days', 'en')).toBe(false);
    expect(raisedBySecondOpinion('low', 'seit zwei Tagen Schnupfen und Niesen', 'de')).toBe(false);
    expect(raisedBySecondOpinion('low', 'tengo la nariz tapada desde ayer', 'es')).toBe(false);
  });
});

import type { Language } from '@app/contracts';
import { foldText } from '../normalise/fold-text';
import { tokenise } from '../normalise/tokenise';
import { matchFindings } from './match-findings';

const findings = (text: string, language: Language) =>
  [...new Set(matchFindings(tokenise(foldText(text)), language).map((match) => match.finding))].sort();

describe('finding words', () => {
  it.each<[Language, string, string]>([
    ['en', 'I have a feaver', 'fever'],
    ['en', 'terrible headahce', 'headache'],
    ['pt', 'dor de cabesa', 'headache'],
    ['pt', 'estou com febri', 'fever'],
    ['de', 'Kopfschmertzen seit gestern', 'headache'],
    ['de', 'Uebelkeit', 'nausea'],
    ['es', 'dolor de cabesa', 'headache'],
    ['fr', 'mal de tète et fievre', 'fever'],
  ])('%s forgives the typo in "%s"', (language, text, finding) => {
    expect(findings(text, language)).toContain(finding);
  });

  it('reads a number from 5 to 42 before weeks as a week of pregnancy where the lexicon says so, and no other', () => {
    expect(findings('to com 26 semanas e sinto coceira', 'pt')).toContain('pregnancy');
    expect(findings('to com 2 semanas de tosse', 'pt')).not.toContain('pregnancy');
  });

  it('never corrects short words or numbers', () => {
    expect(findings('a cold', 'en')).toEqual([]);
    expect(findings('never had it', 'en')).toEqual([]);
  });

  it.each<[Language, string, string]>([
    ['en', 'she keeps vomiting', 'vomiting'],
    ['pt', 'vomitando desde cedo', 'vomiting'],
    ['de', 'starke Bauchschmerzen', 'abdominal_pain'],
    ['es', 'escalofríos', 'chills'],
    ['fr', 'il a vomi deux fois', 'vomiting'],
  ])('%s matches inflections through prefix patterns: "%s"', (language, text, finding) => {
    expect(findings(text, language)).toContain(finding);
  });

  it.each<[Language, string, string]>([
    ['en', 'pain in my chest', 'chest_pain'],
    ['en', 'thoracic pain', 'chest_pain'],
    ['pt', 'dor forte no peito', 'chest_pain'],
    ['pt', 'tô com falta de ar', 'shortness_of_breath'],
    ['es', 'me falta el aire', 'shortness_of_breath'],
    ['de', 'mir ist schwindelig', 'dizziness'],
    ['fr', "j'ai du mal à respirer", 'shortness_of_breath'],
  ])('%s reads lay and clinical words: "%s"', (language, text, finding) => {
    expect(findings(text, language)).toContain(finding);
  });

  it('does not let a phrase skip over a negation', () => {
    expect(findings('my vision is not blurry', 'en')).not.toContain('blurred_vision');
  });
});

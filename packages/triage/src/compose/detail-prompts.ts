import type { FollowUpQuestion, Language } from '@app/contracts';
import type { FactsDraft } from '../findings/build-facts';
import type { FindingId } from '../findings/finding-ids';

type Answer = boolean | number | string;
type Texts = Readonly<Record<Language, string>>;

interface Option {
  value: string;
  label: Texts;
}

interface DetailPrompt {
  id: string;
  text: Texts;
  options: readonly Option[];
}

/**
 * What the engine asks when a text holds no finding it recognises ("asdf", "dor", "I feel bad"): what, where,
 * since when and how bad. The answers, sent back with a refinement, become findings like words in the text.
 */
export const DETAIL_PROMPTS: readonly DetailPrompt[] = [
  {
    id: 'detail_what',
    text: {
      pt: 'O que você está sentindo?',
      en: 'What are you feeling?',
      es: '¿Qué sientes?',
      de: 'Was spürst du?',
      fr: 'Que ressentez-vous ?',
    },
    options: [
      { value: 'pain', label: { pt: 'Dor', en: 'Pain', es: 'Dolor', de: 'Schmerzen', fr: 'Une douleur' } },
      { value: 'fever', label: { pt: 'Febre', en: 'Fever', es: 'Fiebre', de: 'Fieber', fr: 'De la fièvre' } },
      {
        value: 'breathing',
        label: { pt: 'Falta de ar', en: 'Breathlessness', es: 'Falta de aire', de: 'Atemnot', fr: 'Un essoufflement' },
      },
      { value: 'cough', label: { pt: 'Tosse', en: 'Cough', es: 'Tos', de: 'Husten', fr: 'De la toux' } },
      { value: 'dizziness', label: { pt: 'Tontura', en: 'Dizziness', es: 'Mareo', de: 'Schwindel', fr: 'Des vertiges' } },
      {
        value: 'vomiting',
        label: {
          pt: 'Vômito ou diarreia',
          en: 'Vomiting or diarrhoea',
          es: 'Vómitos o diarrea',
          de: 'Erbrechen oder Durchfall',
          fr: 'Des vomissements ou une diarrhée',
        },
      },
      {
        value: 'rash',
        label: {
          pt: 'Manchas ou coceira na pele',
          en: 'A rash or itchy skin',
          es: 'Manchas o picor en la piel',
          de: 'Ausschlag oder Juckreiz',
          fr: 'Des boutons ou des démangeaisons',
        },
      },
      {
        value: 'mood',
        label: {
          pt: 'Tristeza ou ansiedade',
          en: 'Low mood or anxiety',
          es: 'Tristeza o ansiedad',
          de: 'Niedergeschlagenheit oder Angst',
          fr: 'De la tristesse ou de l’anxiété',
        },
      },
    ],
  },
  {
    id: 'detail_where',
    text: { pt: 'Onde?', en: 'Where?', es: '¿Dónde?', de: 'Wo?', fr: 'Où ?' },
    options: [
      { value: 'head', label: { pt: 'Cabeça', en: 'Head', es: 'Cabeza', de: 'Kopf', fr: 'La tête' } },
      { value: 'throat', label: { pt: 'Garganta', en: 'Throat', es: 'Garganta', de: 'Hals', fr: 'La gorge' } },
      { value: 'chest', label: { pt: 'Peito', en: 'Chest', es: 'Pecho', de: 'Brust', fr: 'La poitrine' } },
      { value: 'belly', label: { pt: 'Barriga', en: 'Belly', es: 'Barriga', de: 'Bauch', fr: 'Le ventre' } },
      { value: 'back', label: { pt: 'Costas', en: 'Back', es: 'Espalda', de: 'Rücken', fr: 'Le dos' } },
      {
        value: 'limbs',
        label: { pt: 'Braço ou perna', en: 'Arm or leg', es: 'Brazo o pierna', de: 'Arm oder Bein', fr: 'Un bras ou une jambe' },
      },
      {
        value: 'whole_body',
        label: { pt: 'Corpo todo', en: 'All over', es: 'Todo el cuerpo', de: 'Am ganzen Körper', fr: 'Tout le corps' },
      },
    ],
  },
  {
    id: 'detail_since',
    text: { pt: 'Desde quando?', en: 'Since when?', es: '¿Desde cuándo?', de: 'Seit wann?', fr: 'Depuis quand ?' },
    options: [
      {
        value: 'minutes',
        label: {
          pt: 'Começou de repente, há minutos',
          en: 'It started suddenly, minutes ago',
          es: 'Empezó de repente, hace minutos',
          de: 'Plötzlich, vor wenigen Minuten',
          fr: 'Tout à coup, il y a quelques minutes',
        },
      },
      { value: 'today', label: { pt: 'Hoje', en: 'Today', es: 'Hoy', de: 'Seit heute', fr: 'Aujourd’hui' } },
      {
        value: 'days',
        label: { pt: 'Há alguns dias', en: 'A few days', es: 'Hace unos días', de: 'Seit ein paar Tagen', fr: 'Depuis quelques jours' },
      },
      {
        value: 'weeks',
        label: {
          pt: 'Há mais de uma semana',
          en: 'Over a week',
          es: 'Hace más de una semana',
          de: 'Seit über einer Woche',
          fr: 'Depuis plus d’une semaine',
        },
      },
    ],
  },
  {
    id: 'detail_severity',
    text: {
      pt: 'Quão forte é?',
      en: 'How bad is it?',
      es: '¿Cuánto le molesta?',
      de: 'Wie stark ist es?',
      fr: 'À quel point est-ce fort ?',
    },
    options: [
      { value: 'mild', label: { pt: 'Leve', en: 'Mild', es: 'Leve', de: 'Leicht', fr: 'Léger' } },
      { value: 'moderate', label: { pt: 'Moderado', en: 'Moderate', es: 'Moderado', de: 'Mittel', fr: 'Modéré' } },
      { value: 'severe', label: { pt: 'Muito forte', en: 'Severe', es: 'Muy fuerte', de: 'Sehr stark', fr: 'Très fort' } },
    ],
  },
];

/** Pain by where it is; other complaints name their finding whatever the place. */
const PAIN_AT: Readonly<Record<string, FindingId>> = {
  head: 'headache',
  throat: 'sore_throat',
  chest: 'chest_pain',
  belly: 'abdominal_pain',
  back: 'back_pain',
  limbs: 'muscle_pain',
  whole_body: 'generalised_pain',
};

const COMPLAINT: Readonly<Record<string, FindingId>> = {
  fever: 'fever',
  breathing: 'shortness_of_breath',
  cough: 'cough',
  dizziness: 'dizziness',
  vomiting: 'vomiting',
  rash: 'rash',
  mood: 'low_mood',
};

const HOURS_SINCE: Readonly<Record<string, number>> = { minutes: 0.5, today: 6, days: 72, weeks: 240 };

export function toDetailPrompt(prompt: DetailPrompt, language: Language): FollowUpQuestion {
  return {
    id: prompt.id,
    text: prompt.text[language],
    kind: 'choice',
    options: prompt.options.map(({ value, label }) => ({ value, label: label[language] })),
  };
}

function add(draft: FactsDraft, finding: FindingId): void {
  draft.present.add(finding);
  draft.absent.delete(finding);
}

/** Turns the answers to the detail prompts into facts; answers outside the options are ignored. */
export function applyDetailAnswers(draft: FactsDraft, answers: Readonly<Record<string, Answer>>): void {
  const what = String(answers.detail_what ?? '');
  const where = String(answers.detail_where ?? '');
  const finding = what === 'pain' ? (PAIN_AT[where] ?? 'generalised_pain') : COMPLAINT[what];
  if (finding) add(draft, finding);
  const since = String(answers.detail_since ?? '');
  if (since === 'minutes') draft.suddenOnset = true;
  if (HOURS_SINCE[since] !== undefined && draft.durationHours === undefined) {
    draft.durationHours = HOURS_SINCE[since];
    draft.courseHours = HOURS_SINCE[since];
  }
  if (answers.detail_severity === 'severe') draft.severe = true;
}

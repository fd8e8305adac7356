import type { Language, Urgency } from '@app/contracts';
import { analyze } from '.';

/**
 * Quick checks written from public guidance for the engine's calibrated cases: five per language. Each names the
 * guidance it follows; none is a bench vignette.
 */
interface Check {
  says: string;
  text: string;
  urgency: Urgency;
  leadingCause?: string;
  fires?: string;
  doesNotFire?: string;
}

const PALATAL_PETECHIAE =
  'NICE CKS Sore throat: palatal petechiae are a sign of pharyngitis, not the non-blanching rash of meningococcal disease';
const ONSET_NEGATED = 'NHS Headaches: a headache that did not come on suddenly is not a thunderclap headache';
const SERIOUS_BURN =
  'NHS Burns and scalds: go to A&E for a burn bigger than the hand, white or charred skin, or blistering burns of the face or hands';
const BITE = 'NHS Animal and human bites: get help the same day if a bite has broken the skin';
const WOUND = 'NHS Cuts and grazes: go to an urgent treatment centre if a cut is deep, gaping or may need stitches';

const CHECKS: Record<Language, readonly Check[]> = {
  en: [
    {
      says: PALATAL_PETECHIAE,
      text: 'Sore throat and fever of 38.5 for two days, with palatal petechiae and swollen tonsils',
      urgency: 'medium',
      doesNotFire: 'non_blanching_rash',
    },
    {
      says: ONSET_NEGATED,
      text: 'I have a bad headache since this morning, it did not come on suddenly, it built up slowly',
      urgency: 'low',
      doesNotFire: 'thunderclap_headache',
    },
    {
      says: SERIOUS_BURN,
      text: 'I spilled boiling water on my leg, the burn is bigger than my hand and the skin looks white and leathery',
      urgency: 'emergency',
      leadingCause: 'severe_burn',
      fires: 'serious_burn',
    },
    {
      says: BITE,
      text: "My neighbour's dog bit my hand this afternoon and it broke the skin",
      urgency: 'high',
      leadingCause: 'animal_bite',
      fires: 'bite_broke_skin',
    },
    {
      says: 'NHS Ear infections: self-care first; see a GP if symptoms do not improve after 3 days',
      text: 'My 4 year old has had earache for 4 days and it is not getting better',
      urgency: 'medium',
      leadingCause: 'otitis_media',
    },
  ],
  pt: [
    {
      says: PALATAL_PETECHIAE,
      text: 'Dor de garganta e febre de 38,5 há dois dias, com petéquias no palato',
      urgency: 'medium',
      doesNotFire: 'non_blanching_rash',
    },
    {
      says: ONSET_NEGATED,
      text: 'Estou com dor de cabeça forte desde ontem, mas não foi de repente, veio aos poucos',
      urgency: 'low',
      doesNotFire: 'thunderclap_headache',
    },
    {
      says: SERIOUS_BURN,
      text: 'Derramei óleo quente no braço, a queimadura é maior que a mão e a pele está esbranquiçada',
      urgency: 'emergency',
      leadingCause: 'severe_burn',
      fires: 'serious_burn',
    },
    {
      says: WOUND,
      text: 'Cortei a mão com uma faca, o corte é fundo e precisa de pontos',
      urgency: 'high',
      leadingCause: 'minor_wound',
      fires: 'wound_needs_closure',
    },
    {
      says: 'NHS Sinusitis: see a GP if symptoms are getting worse or last more than 10 days',
      text: 'Nariz entupido e dor no rosto há 12 dias, está piorando',
      urgency: 'medium',
      leadingCause: 'sinusitis',
    },
  ],
  es: [
    {
      says: PALATAL_PETECHIAE,
      text: 'Dolor de garganta y fiebre de 38,5 desde hace dos días, con petequias en el paladar',
      urgency: 'medium',
      doesNotFire: 'non_blanching_rash',
    },
    {
      says: ONSET_NEGATED,
      text: 'Tengo un dolor de cabeza fuerte desde ayer, pero no empezó de repente',
      urgency: 'low',
      doesNotFire: 'thunderclap_headache',
    },
    {
      says: SERIOUS_BURN,
      text: 'Me quemé la cara y las manos con una sartén, tengo ampollas',
      urgency: 'emergency',
      fires: 'serious_burn',
    },
    {
      says: BITE,
      text: 'Un perro me mordió en la pierna y me rompió la piel',
      urgency: 'high',
      leadingCause: 'animal_bite',
      fires: 'bite_broke_skin',
    },
    {
      says: 'NHS Detached retina: flashes, floaters and a shadow need eye casualty the same day',
      text: 'Desde esta mañana veo destellos de luz, moscas volantes y una sombra en la vista del ojo izquierdo',
      urgency: 'high',
      leadingCause: 'retinal_detachment',
    },
  ],
  de: [
    {
      says: PALATAL_PETECHIAE,
      text: 'Halsschmerzen und Fieber 38,5 seit zwei Tagen, mit Petechien am Gaumen',
      urgency: 'medium',
      doesNotFire: 'non_blanching_rash',
    },
    {
      says: ONSET_NEGATED,
      text: 'Ich habe seit gestern starke Kopfschmerzen, aber nicht plötzlich, sie kamen langsam',
      urgency: 'low',
      doesNotFire: 'thunderclap_headache',
    },
    {
      says: SERIOUS_BURN,
      text: 'Mein Sohn hat sich mit kochendem Wasser verbrüht, die Verbrennung ist größer als seine Hand',
      urgency: 'emergency',
      fires: 'serious_burn',
    },
    {
      says: WOUND,
      text: 'Ich habe mich mit dem Messer geschnitten, die Wunde klafft und muss genäht werden',
      urgency: 'high',
      leadingCause: 'minor_wound',
      fires: 'wound_needs_closure',
    },
    {
      says: 'NICE CKS Colic - infantile: a thriving baby who cries in the evening is cared for at home',
      text: 'Mein Baby ist 5 Wochen alt und schreit jeden Abend stundenlang, trinkt gut und hat kein Fieber',
      urgency: 'low',
      leadingCause: 'infant_colic',
    },
  ],
  fr: [
    {
      says: PALATAL_PETECHIAE,
      text: 'Mal de gorge et fièvre à 38,5 depuis deux jours, avec des pétéchies du palais',
      urgency: 'medium',
      doesNotFire: 'non_blanching_rash',
    },
    {
      says: ONSET_NEGATED,
      text: "J'ai un mal de tête depuis hier, mais pas soudain, il est venu progressivement",
      urgency: 'low',
      doesNotFire: 'thunderclap_headache',
    },
    {
      says: SERIOUS_BURN,
      text: "Je me suis brûlé la main avec de l'eau bouillante, la peau est carbonisée",
      urgency: 'emergency',
      leadingCause: 'severe_burn',
      fires: 'serious_burn',
    },
    {
      says: BITE,
      text: "Un chien m'a mordu à la main et a percé la peau",
      urgency: 'high',
      leadingCause: 'animal_bite',
      fires: 'bite_broke_skin',
    },
    {
      says: 'NHS Sciatica: usually self-care first unless there is weakness or bladder trouble',
      text: 'Douleur lombaire qui descend dans la jambe droite depuis 5 jours, sans faiblesse ni trouble urinaire',
      urgency: 'low',
      leadingCause: 'sciatica',
    },
  ],
};

const SEPSIS_RATES =
  'NICE NG51 Sepsis: from 12 years, a breathing rate of 25 or more or a heart rate above 130 is high risk; 21–24 and 91–130 are moderate';

describe('measured heart and breathing rates with a fever', () => {
  it(`${SEPSIS_RATES} (moderate: same-day care)`, () => {
    const result = analyze({ text: 'Homem 47 anos, febre 39,2 °C, tosse produtiva, FR 22/min, FC 102 bpm, SpO2 96 %', language: 'pt' });
    expect(result.redFlags.map((flag) => flag.id)).not.toContain('sepsis_signs');
    expect(result.urgency).toBe('high');
  });

  it(`${SEPSIS_RATES} (high: an emergency)`, () => {
    const result = analyze({ text: 'Homem 47 anos, febre 39,2 °C, tosse produtiva, FR 28/min, FC 102 bpm, SpO2 96 %', language: 'pt' });
    expect(result.redFlags.map((flag) => flag.id)).toContain('sepsis_signs');
  });
});

describe('a sore spot on the chest wall', () => {
  it('NICE CKS Costochondritis: pain on pressing a rib beside the breastbone is tenderness, not chest pressure', () => {
    const text = 'doi quando aperto uma costela do lado do esterno desde o treino de ontem, respiro normal';
    expect(analyze({ text, language: 'pt' }).redFlags.map((flag) => flag.id)).not.toContain('chest_pressure');
  });
});

describe.each(Object.entries(CHECKS) as [Language, readonly Check[]][])('guidance checks in %s', (language, checks) => {
  it.each(checks.map((check) => [check.says, check] as const))('%s', (_says, check) => {
    const result = analyze({ text: check.text, language });
    const flags = result.redFlags.map((flag) => flag.id);
    expect(result.urgency).toBe(check.urgency);
    if (check.leadingCause) expect(result.possibleCauses[0]?.id).toBe(check.leadingCause);
    if (check.fires) expect(flags).toContain(check.fires);
    if (check.doesNotFire) expect(flags).not.toContain(check.doesNotFire);
  });
});

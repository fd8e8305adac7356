import type { Language } from '@app/contracts';
import { isClauseBreak } from '../context/negation';
import type { Token } from '../normalise/tokenise';
import type { FindingId } from './finding-ids';
import type { FindingMatch } from './match-findings';

/**
 * Findings whose meaning depends on where they are. Petechiae on the palate ("palatal petechiae", "petéquias no
 * palato") are a sign of streptococcal or glandular-fever pharyngitis (NICE CKS: Sore throat — acute; Glandular
 * fever), not the non-blanching skin rash of meningococcal disease (NICE NG240); a hernia of a spinal disc ("hernia
 * discal", "Bandscheibenhernie") is a back problem, not a lump in the groin; a hand held under cold running water
 * is first aid for a burn, not a drowning. A site word inside the matched words or a few words before or after
 * them, in the same clause and not across a comma, cancels the match. A trailing `*` matches any ending.
 */
/**
 * A burning felt inside ("brûlures d'estomac", "brûlures mictionnelles", "brûlures qui remontent dans la gorge") is
 * heartburn or a burning pee, no burn. German "Hals" is the neck as well as the throat, and a scalded neck is a burn.
 */
const INSIDE: Readonly<Record<Language, readonly string[]>> = {
  en: ['stomach', 'heartburn', 'micturition', 'throat', 'gullet'],
  pt: ['estomago', 'estomacal', 'miccional', 'miccao', 'garganta', 'azia'],
  es: ['estomago', 'estomacal', 'miccional', 'miccion', 'garganta', 'ardor'],
  de: ['magen', 'sodbrennen', 'miktion', 'speiserohre'],
  fr: ['estomac', 'gastrique', 'gastriques', 'mictionnel*', 'miction*', 'gorge', 'oesophage'],
};

/**
 * "précédé de brûlures et picotements", "burning and tingling": a burning felt with a tingle is a sensation (a cold
 * sore or shingles coming, a nerve), no burn; so is one felt inside (INSIDE).
 */
const TINGLING: Readonly<Record<Language, readonly string[]>> = {
  en: [...INSIDE.en, 'tingling', 'tingle', 'tingles', 'tingly', 'prickling'],
  pt: [...INSIDE.pt, 'formigamento', 'formigando', 'formigou', 'formiga', 'pinicando'],
  es: [...INSIDE.es, 'hormigueo', 'hormigueos', 'cosquilleo', 'pinchazos'],
  de: [...INSIDE.de, 'kribbeln', 'kribbelt', 'kribbelte', 'prickeln'],
  fr: [...INSIDE.fr, 'picotement*', 'picote', 'fourmillement*', 'fourmille'],
};

/** "j'entends étouffé": sounds muffled in the ear, which is no choking and no breathlessness. */
const MUFFLED_HEARING: Readonly<Record<Language, readonly string[]>> = {
  en: [],
  pt: [],
  es: [],
  de: [],
  fr: ['entends', 'entend', 'oreille', 'oreilles'],
};

const SITE_EXCLUSIONS: Partial<Record<FindingId, Readonly<Record<Language, readonly string[]>>>> = {
  // "localised RIF tenderness with guarding", "lokaler Druckschmerz mit leichter Abwehrspannung im linken Unterbauch":
  // guarding kept to one spot is a local peritonism for a surgeon today (appendicitis, diverticulitis), not the rigid
  // belly of a peritonitis.
  rigid_abdomen: {
    en: ['localised', 'localized', 'local', 'rif', 'lif', 'iliac'],
    pt: ['localizada', 'localizado', 'local', 'fid', 'fie', 'iliaca'],
    es: ['localizada', 'localizado', 'localizadas', 'local', 'fid', 'fii', 'iliaca'],
    de: ['lokal*', 'umschrieben*', 'unterbauch'],
    fr: ['localisee', 'localise', 'localisees', 'fid', 'fig', 'iliaque'],
  },
  // "konkave ST-Hebungen in nahezu allen Ableitungen, PR-Senkungen", "supradesnivel del ST difuso cóncavo": the
  // widespread, concave elevation of a pericarditis (ESC 2015 pericardial diseases), not a STEMI's.
  st_elevation: {
    en: ['diffuse', 'widespread', 'concave', 'saddle'],
    pt: ['difuso', 'difusa', 'concavo', 'concava'],
    es: ['difuso', 'difusa', 'concavo', 'concava'],
    de: ['konkav*', 'diffus*', 'ubiquitar*'],
    fr: ['diffus', 'diffuse', 'concave', 'concaves'],
  },
  // "the white of my eye has a bright red blood patch": blood in the eye is not blood in the stool.
  bloody_stool: {
    en: ['eye', 'eyes', 'eyeball'],
    pt: ['olho', 'olhos'],
    es: ['ojo', 'ojos'],
    de: ['auge', 'augen'],
    fr: ['oeil', 'yeux'],
  },
  // "œdème palpébral": a swelling of the eyelid or the face is not a swollen leg.
  leg_swelling: {
    en: ['eyelid*', 'eye', 'eyes', 'face', 'lip', 'lips'],
    pt: ['palpebra*', 'olho', 'olhos', 'rosto', 'labio*'],
    es: ['parpado*', 'palpebral*', 'ojo', 'ojos', 'cara', 'labio*'],
    de: ['lid', 'lider', 'augenlid*', 'auge', 'augen', 'gesicht', 'lippe*'],
    fr: ['paupiere*', 'palpebral*', 'oeil', 'yeux', 'visage', 'levre*'],
  },
  non_blanching_rash: {
    en: ['palate', 'palatal', 'palates', 'mouth', 'oral', 'tonsil*', 'throat', 'pharynx', 'oropharyn*', 'uvula'],
    pt: ['palato', 'palatin*', 'palatal', 'palatais', 'boca', 'oral', 'amigdala*', 'garganta', 'faringe', 'orofaring*', 'uvula'],
    es: ['paladar', 'palatin*', 'palatal', 'palatales', 'boca', 'oral', 'amigdala*', 'garganta', 'faringe', 'orofaring*', 'uvula'],
    de: ['gaumen*', 'mund*', 'mundschleimhaut', 'rachen*', 'mandel*', 'tonsill*', 'pharynx', 'oropharynx', 'zapfchen', 'uvula'],
    fr: [
      'palais',
      'palatin*',
      'palatal',
      'palatales',
      'bouche',
      'buccal*',
      'amygdal*',
      'gorge',
      'pharynx',
      'oropharyn*',
      'luette',
      'voile',
    ],
  },
  // "heavy menstrual bleeding" is heavy periods (NICE NG88), not a bleed that cannot be stopped.
  severe_bleeding: {
    en: ['menstrual'],
    pt: ['menstrual', 'menstruais'],
    es: ['menstrual', 'menstruales'],
    de: ['menstruationsblutung*', 'regelblutung*', 'menstruell*'],
    fr: ['menstruel*'],
  },
  groin_lump: {
    en: ['disc', 'disk', 'discs', 'spinal', 'lumbar', 'spine'],
    pt: ['disco', 'discal', 'discos', 'lombar', 'coluna'],
    es: ['disco', 'discal', 'discos', 'lumbar', 'columna'],
    de: ['bandscheibe*', 'lendenwirbel*', 'wirbelsaule'],
    fr: ['disque', 'discale', 'discal', 'lombaire', 'colonne'],
  },
  // "abdómen mole e indolor", "ventre mou", "cocô mole": where the word for a floppy patient also means soft, a soft
  // belly or a loose stool is no floppy patient. English and German have no such word ("floppy", "schlapp" are never
  // said of a belly).
  lethargy: {
    en: [],
    pt: ['abdomen', 'abdome', 'barriga', 'ventre', 'coco', 'fezes', 'evacuacao', 'caca'],
    es: ['abdomen', 'barriga', 'vientre', 'caca', 'heces', 'deposicion', 'deposiciones'],
    de: [],
    fr: ['abdomen', 'ventre', 'selles', 'caca'],
  },
  // "tiraje subcostal leve", "leichte Einziehungen", "mild recession": a mild recession is not
  // the marked recession of severe distress (NICE NG9: bronchiolitis — refer the same day, 999 when marked).
  // "se ahoga más de lo normal andando por casa": breathless on walking, or more than usual, is breathlessness, not
  // severe distress; so is "se ahoga un poco", a little.
  severe_breathlessness: {
    // "my nose is bunged up, cant breathe through it": a blocked nose, not breathlessness.
    en: ['mild', 'slight', 'walking', 'stairs', 'exertion', 'bit', 'through', 'nose'],
    pt: [
      'nariz',
      'leve',
      'ligeira',
      'ligeiro',
      'discreta',
      'discreto',
      'pouco',
      'andando',
      'caminhando',
      'escada',
      'escadas',
      'esforco',
      'costume',
    ],
    es: [
      'leve',
      'ligera',
      'ligero',
      'discreta',
      'discreto',
      'andando',
      'caminando',
      'escalera',
      'escaleras',
      'esfuerzo',
      'costumbre',
      'normal',
      'poco',
      'nariz',
    ],
    de: [
      'nase',
      'leichte',
      'leichter',
      'leichten',
      'geringe',
      'geringer',
      'diskrete',
      'diskreter',
      'bisschen',
      'treppe',
      'treppen',
      'belastung',
    ],
    fr: ['leger', 'legere', 'legeres', 'legers', 'discret', 'discrete', 'peu', 'marche', 'marchant', 'escaliers', 'effort', 'nez'],
  },
  // Yellow, greasy crusts on a baby's scalp are cradle cap, not impetigo's honey crusts.
  honey_crusts: {
    en: ['scalp', 'head'],
    pt: ['couro', 'cabeludo', 'cabeca'],
    es: ['cuero', 'cabelludo', 'cabeza'],
    de: ['kopfhaut', 'kopf'],
    fr: ['cuir', 'chevelu', 'tete', 'crane'],
  },
  // "a hard rough thing on the bottom of my foot with little black dots in it": the dots of a verruca, not floaters.
  floaters: {
    en: ['foot', 'feet', 'sole', 'skin', 'wart', 'verruca'],
    pt: ['pe', 'pes', 'sola', 'pele', 'verruga'],
    es: ['pie', 'pies', 'planta', 'piel', 'verruga'],
    de: ['fuss', 'fusse', 'fusssohle', 'haut', 'warze'],
    fr: ['pied', 'pieds', 'plante', 'peau', 'verrue'],
  },
  // "queimou de sol o rosto": a sunburnt face is sunburn (NHS: self-care unless it blisters badly), not a burn of the
  // face that A&E sees.
  burn_sensitive_area: {
    en: ['sun', 'sunburn*', 'sunburnt', ...TINGLING.en],
    pt: ['sol', ...TINGLING.pt],
    es: ['sol', ...TINGLING.es],
    de: ['sonne', 'sonnenbrand', ...TINGLING.de],
    fr: ['soleil', ...TINGLING.fr],
  },
  // "brûlures d'estomac", "Sodbrennen", "brûlures et picotements": heartburn or a sensation, not a burn of the skin.
  burn: TINGLING,
  large_burn: INSIDE,
  deep_burn: INSIDE,
  // "os dedos dos pés ficaram arroxeados" in the cold is chilblains; a blue that counts is of the lips or face.
  blue_lips: {
    en: ['toes', 'toe', 'feet', 'foot', 'fingertips', 'wrist', 'ankle', 'knee', 'elbow', 'bruise*'],
    pt: ['dedos dos pes', 'pes', 'pe', 'unhas', 'punho', 'tornozelo', 'joelho', 'cotovelo', 'hematoma'],
    es: ['dedos de los pies', 'pies', 'pie', 'unas', 'muneca', 'tobillo', 'rodilla', 'codo', 'moraton'],
    de: ['zehen', 'zeh', 'fusse', 'fuss', 'fingerspitzen', 'handgelenk', 'knochel', 'knie', 'ellbogen', 'bluterguss'],
    fr: ['orteils', 'orteil', 'pieds', 'pied', 'poignet', 'cheville', 'genou', 'coude', 'hematome'],
  },
  shortness_of_breath: MUFFLED_HEARING,
  choking: MUFFLED_HEARING,
  // "je suis tombée, revenue tout de suite": back at once (to her senses), not back from a journey.
  recent_travel: { en: [], pt: [], es: [], de: [], fr: ['suite'] },
  // "plaques blanches sur la langue et l'intérieur des joues": white patches on the tongue are thrush, not tonsils.
  tonsil_exudate: {
    en: ['tongue', 'cheek', 'cheeks', 'gums'],
    pt: ['lingua', 'bochecha*', 'gengiva*'],
    es: ['lengua', 'mejilla*', 'moflete*', 'encia*'],
    de: ['zunge', 'wange*', 'backe*', 'zahnfleisch'],
    fr: ['langue', 'joue', 'joues', 'gencive*'],
  },
  // "cameras in the smoke alarm": a smoke alarm is no smoker.
  smoker: {
    en: ['alarm', 'alarms', 'detector', 'detectors'],
    pt: ['alarme', 'detector', 'detetor'],
    es: ['alarma', 'detector'],
    de: ['melder', 'rauchmelder'],
    fr: ['detecteur', 'detecteurs', 'alarme'],
  },
  // "il boit un peu moins que d'habitude", "still feeding but a bit less than usual": a little less is not the poor
  // feeding of NICE NG143 (half to three quarters of the usual feeds, or none).
  infant_poor_feeding: {
    en: ['bit', 'little', 'slightly'],
    pt: ['pouco', 'pouquinho', 'ligeiramente'],
    es: ['algo', 'poco', 'poquito', 'ligeramente'],
    de: ['etwas', 'bisschen', 'bissl', 'bisserl', 'wenig'],
    fr: ['peu', 'legerement'],
  },
  // "no se ve nada raro", "can't see anything wrong with it": nothing odd to be seen, which is no loss of sight.
  vision_loss: {
    en: ['wrong', 'odd', 'unusual'],
    pt: ['estranho', 'anormal', 'errado'],
    es: ['raro', 'extrano', 'anormal'],
    de: ['auffalliges', 'komisches', 'ungewohnliches'],
    fr: ['anormal', 'bizarre', 'special'],
  },
  // Burn first aid: "held it under cold water for 20 min", "unter lauwarmes Wasser gehalten" is no drowning.
  near_drowning: {
    en: ['cold', 'cool', 'lukewarm', 'tepid', 'tap', 'running', 'faucet', 'held', 'hold', 'holding', 'put', 'kept'],
    pt: ['fria', 'frio', 'morna', 'torneira', 'corrente', 'segurei', 'pus', 'coloquei', 'deixei'],
    es: ['fria', 'frio', 'tibia', 'templada', 'grifo', 'chorro', 'corriente', 'puse', 'meti', 'tuve'],
    de: ['kalt*', 'lauwarm*', 'kuhl*', 'wasserhahn', 'fliessend*', 'gehalten', 'halten', 'hielt'],
    fr: ['froide', 'fraiche', 'tiede', 'robinet', 'courante', 'passe', 'mis', 'tenu', 'laisse'],
  },
};

const REACH_BEFORE = 2;
const REACH_AFTER = 4;

function isSiteWord(word: string, sites: readonly string[]): boolean {
  return sites.some((site) => (site.endsWith('*') ? word.startsWith(site.slice(0, -1)) : word === site));
}

function siteNear(tokens: readonly Token[], match: FindingMatch, sites: readonly string[], language: Language): boolean {
  const look = (from: number, step: 1 | -1, reach: number): boolean => {
    for (let i = from, seen = 0; i >= 0 && i < tokens.length && seen < reach; i += step, seen += 1) {
      const token = tokens[i]!;
      if (token.kind === 'comma' || isClauseBreak(token, language)) return false;
      if (token.kind === 'word' && isSiteWord(token.text, sites)) return true;
    }
    return false;
  };
  // The one word a phrase may skip counts too ("under cold water" matched "under water").
  const inside = tokens.slice(match.start, match.end + 1).some((token) => token.kind === 'word' && isSiteWord(token.text, sites));
  return inside || look(match.start - 1, -1, REACH_BEFORE) || look(match.end + 1, 1, REACH_AFTER);
}

/**
 * "comme une décharge électrique", "ça brûle comme une brûlure", "like an electric shock", "comme un coup de
 * couteau": the way a pain feels (sciatica, shingles, a dissection), not a shock, a burn or a stab wound. The
 * likeness word comes just before.
 */
const LIKENESS: Readonly<Record<Language, readonly string[]>> = {
  en: ['like'],
  pt: ['como', 'tipo', 'feito'],
  es: ['como', 'tipo'],
  de: ['wie'],
  fr: ['comme', 'genre'],
};
const TOLD_AS_A_LIKENESS: ReadonlySet<FindingId> = new Set<FindingId>([
  'electric_shock',
  'burn',
  'large_burn',
  'deep_burn',
  'major_trauma',
]);

function likenessBefore(tokens: readonly Token[], start: number, language: Language): boolean {
  for (let i = start - 1; i >= 0 && i >= start - REACH_BEFORE; i--) {
    const token = tokens[i]!;
    if (token.kind === 'comma' || isClauseBreak(token, language)) return false;
    if (LIKENESS[language].includes(token.text)) return true;
  }
  return false;
}

/** A shock, burn or stab whose words, or any part of them ("… ça brûle comme une brûlure"), follow a likeness word. */
function toldAsALikeness(tokens: readonly Token[], match: FindingMatch, language: Language): boolean {
  return TOLD_AS_A_LIKENESS.has(match.finding) && (match.parts ?? [match]).some((part) => likenessBefore(tokens, part.start, language));
}

/**
 * A finding whose words are part of another's name: the fever of "bouton de fièvre", "fever blister", "Fieberblase";
 * the burn of "des brûlures qui remontent dans la gorge le soir après manger" (heartburn).
 */
const PART_OF_A_NAME: Partial<Record<FindingId, readonly FindingId[]>> = { fever: ['cold_sore'], burn: ['heartburn'] };

function partOfAName(match: FindingMatch, matches: readonly FindingMatch[]): boolean {
  const names = PART_OF_A_NAME[match.finding] ?? [];
  return matches.some((other) => names.includes(other.finding) && other.start <= match.start && match.end <= other.end);
}

/** The matches that keep their meaning where they were found (see SITE_EXCLUSIONS, LIKENESS and PART_OF_A_NAME). */
export function withoutExcludedSites(tokens: readonly Token[], matches: readonly FindingMatch[], language: Language): FindingMatch[] {
  return matches.filter((match) => {
    const sites = SITE_EXCLUSIONS[match.finding]?.[language];
    return (
      (!sites || !siteNear(tokens, match, sites, language)) && !toldAsALikeness(tokens, match, language) && !partOfAName(match, matches)
    );
  });
}

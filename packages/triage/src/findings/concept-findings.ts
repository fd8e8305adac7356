import type { ConceptId } from '../concepts/concept-ids';
import type { FindingId } from './finding-ids';

/** Any one of these concepts. */
type Group = readonly ConceptId[];

/**
 * Groups that must all be met within `within` tokens of each other, with none of `unless` among them, and in
 * the order given when `ordered` ("the words won't come": the negation after the speech).
 */
export interface Alternative {
  groups: readonly Group[];
  within: number;
  unless?: Group;
  ordered?: boolean;
  /** The groups may not be split by a comma ("no pain, can pee fine" is no inability). */
  noComma?: boolean;
  /** The groups may stand in different clauses and sentences: signs that add up over a message. */
  acrossClauses?: boolean;
  /** How far from the match an `unless` concept counts; `within` when not given. */
  unlessReach?: number;
  /** An `unless` concept counts only before the match: what is told after it is the next thing. */
  unlessBefore?: true;
  /** Concepts that exclude the match only when told right after it: "not waking her from sleep" tells what wakes her. */
  unlessFollowedBy?: Group;
}

/**
 * A finding defined once for every language: it is present when, within one clause, each group of one of its
 * alternatives has a concept in the text, in any order and with other words between them ("her face on the
 * left is kind of droopy"). A negation word among them that belongs to none of the concepts negates it ("the
 * face is not drooping").
 */
export interface ConceptFinding {
  finding: FindingId;
  alternatives: readonly Alternative[];
}

/** Words of one phrase that people split apart: "face … droopy", "arm … can't lift". */
const WIDE = 8;
/** A burn and what it covers: "boiling water went over his chest, his belly and the top of his legs", "kettle got knocked off the bench onto my 2yo, her chest and arm". */
const BURN = 2 * WIDE;
/** Spots, then the glass pressed on them, then whether they faded: a short story of its own. */
const GLASS_TEST = 4 * WIDE;
/** A modifier that belongs to the word next to it: "bleeding a lot", "can't breathe", "won't wake". */
const CLOSE = 4;

const near = (within: number, ...groups: Group[]): Alternative => ({ groups, within });
const find = (finding: FindingId, ...alternatives: Alternative[]): ConceptFinding => ({ finding, alternatives });

const FACE: Group = ['face', 'mouth', 'lips'];
/** The parts a fall breaks: arms and legs, their joints, fingers, toes and the collarbone. */
const LIMB: Group = ['joint', 'arm', 'leg', 'bone', 'hip'];
/**
 * "cannot <action>", "can not <action>", "kann … nicht <action>", "no ha podido <action>": the inability next to its
 * action. The "can" comes before its negation and the action after both ("can speak normally and no blue lips" can speak); what
 * the action is done to may come before ("kann den Arm nicht heben") or after ("can't lift my arm").
 */
const cannot = (action: Group, ...more: Group[]): Alternative[] => [
  near(CLOSE + 1, ['unable'], action, ...more),
  { ...near(CLOSE + 2, ['can'], ['negation'], action, ...more), ordered: true },
  // "son bras droit elle sait plus le lever": French "savoir" as "can" (Belgium, and spoken French).
  { ...near(CLOSE, ['know'], ['negation'], action, ...more), ordered: true, noComma: true },
  // "no ha podido mear", "il a pas réussi à uriner": the negation before its modal, as Romance languages put it.
  { ...near(CLOSE, ['negation'], ['can'], action, ...more), ordered: true, noComma: true },
  ...(more.length > 0 ? [{ ...near(CLOSE + 2, ['can'], ...more, ['negation'], action), ordered: true }] : []),
];

export const CONCEPT_FINDINGS: readonly ConceptFinding[] = [
  // stroke (FAST)
  find(
    'facial_droop',
    near(WIDE, FACE, ['droop']),
    near(WIDE, FACE, ['paralysed']),
    // "Schwäche der gesamten rechten Gesichtshälfte", "weakness of the left side of the face": one side of it ("I feel
    // weak and my face is pale" is neither).
    { ...near(WIDE, ['weak'], ['one_side'], FACE), ordered: true, noComma: true },
    // "the right side of my face won't move".
    { ...near(CLOSE, FACE, ['negation', 'unable'], ['move']), ordered: true },
    // "der kaffee läuft ihm rechts aus dem mund raus", "de kafi lauft ihre us em mundwinkel links": a drink spilling
    // from one corner of the mouth (NHS: Stroke, the face dropped on one side). Spit running out is drooling.
    { ...near(WIDE, ['spills'], ['mouth']), ordered: true, unless: ['saliva', 'blood', 'bleeding', 'vomit', 'nose'] as Group },
  ),
  // "can't close my eye or wrinkle my forehead", "même le front": the face weak up to the brow, which a stroke
  // spares (NICE CKS: Bell's palsy).
  find(
    'forehead_weakness',
    near(CLOSE + 1, ['forehead'], ['negation', 'unable'], ['move', 'frown']),
    // "can't close my eye or lift my eyebrow on that side".
    { ...near(WIDE, ['negation', 'unable'], ['move', 'frown'], ['forehead']), ordered: true, noComma: true },
    near(CLOSE, ['forehead'], ['paralysed', 'droop']),
    // "Schwäche der gesamten Gesichtshälfte einschließlich Stirn": the weak face told with its brow.
    { ...near(WIDE, ['weak', 'paralysed'], ['one_side'], FACE, ['forehead']), ordered: true, noComma: true },
    // "nao fecho o olho direito", "can't close my right eye": the eye that will not shut is the upper face too
    // (NICE CKS: Bell's palsy, incomplete eye closure).
    ...cannot(['closing'], ['eye']).map((alternative) => ({ ...alternative, noComma: true })),
    { ...near(CLOSE, ['negation'], ['closing'], ['eye']), noComma: true },
  ),
  find(
    'arm_weakness',
    near(WIDE, ['arm'], ['weak']),
    near(CLOSE, ['arm'], ['dropped']),
    // German puts the verb last: "kann den rechten Arm nicht mehr richtig heben". An arm that cannot go up for a
    // painful shoulder is the shoulder's trouble, not a weak arm.
    ...cannot(['move'], ['arm']).map((alternative) => ({ ...alternative, within: WIDE + 4, unless: ['shoulder'] as Group })),
    // "konnte für ca. 10 Minuten ihren linken Arm nicht richtig heben": the modal too far back, the arm, its denial
    // and the verb still together.
    { ...near(CLOSE, ['arm'], ['negation'], ['move']), ordered: true, noComma: true, unless: ['shoulder', 'pain'] as Group },
  ),
  find('leg_weakness', near(CLOSE, ['leg'], ['weak'])),
  // "la moitié du visage paralysée" is the face's own weakness (facial droop), not a side of the body.
  find(
    'one_sided_weakness',
    { ...near(CLOSE, ['one_side'], ['weak', 'numb']), unless: FACE },
    // "no puede mover nada del lado derecho".
    ...cannot(['move'], ['one_side']).map((alternative) => ({ ...alternative, unless: FACE })),
  ),
  find(
    'speech_difficulty',
    near(1, ['slurred']),
    near(CLOSE, ['speak', 'words'], ['strange']),
    // "casi no puedo abrir la boca, hablo como con una papa": the inability is the mouth's, before the comma.
    ...cannot(['speak']).map((alternative) => ({ ...alternative, noComma: true })),
    { ...near(3, ['words'], ['negation']), ordered: true },
    // "no le salían las palabras", "die Worte kamen nicht raus", "les mots sortaient pas".
    { ...near(CLOSE, ['words'], ['negation'], ['come_out']), noComma: true },
    // "the words came out all wrong", "die Worte kamen falsch raus", "les mots sortaient de travers".
    { ...near(CLOSE, ['words'], ['come_out'], ['wrong']), noComma: true },
    // "keeps saying the wrong word for things", "sagt immer die falschen Wörter".
    { ...near(2, ['wrong'], ['words']), ordered: true },
    // "elle cherche ses mots", "sucht nach Worten", "she can't find her words" (NHS: stroke, trouble finding words).
    { ...near(CLOSE, ['searching'], ['words']), ordered: true, noComma: true },
    { ...near(CLOSE + 1, ['negation', 'unable'], ['find'], ['words']), noComma: true },
    // "elle parle comme si elle avait bu alors qu'elle boit jamais": speech like a drunk's.
    { ...near(CLOSE + 1, ['speak'], ['drunk']), ordered: true },
  ),
  // heart and breathing
  // A weight told first reaches further: "como si un elefante se me sentara en el pecho".
  // "dói quando eu aperto com o dedo": pressing on a sore spot is tenderness of the chest wall, not a pressure.
  find(
    'chest_pressure',
    { ...near(CLOSE + 1, ['chest'], ['pressure']), unless: ['pressing_on'] },
    { ...near(WIDE, ['pressure'], ['chest']), ordered: true, unless: ['pressing_on'] },
  ),
  // Red-flag concepts only partly told ("my face feels funny", "a weird feeling in my chest"): never low, and a
  // follow-up question asks what would make them the full sign.
  find(
    'suspected_stroke_sign',
    // A tingle beside a blister at the mouth is a cold sore coming (NHS: Cold sores).
    { ...near(CLOSE, ['face', 'mouth', 'arm', 'leg'], ['numb', 'strange']), unless: ['hit', 'cut', 'burn', 'bite', 'blister'] as Group },
    // "ich spüre mein linkes Bein nicht mehr": the feeling denied after the limb.
    { ...near(CLOSE + 1, ['feel'], ['face', 'arm', 'leg'], ['negation']), ordered: true, unless: ['pain'] as Group },
  ),
  // "doesnt know what day it is", "weiß nicht mehr, wo sie ist", "ne sait plus quel jour on est" (NHS: sudden confusion).
  find(
    'confusion',
    near(WIDE, ['negation'], ['know'], ['orientation']),
    // "il dit des trucs qui ont pas de sens", "redet nur an bledsinn", "dice cosas sin sentido" (NHS: sudden confusion).
    { ...near(CLOSE + 2, ['talks'], ['nonsense']), ordered: true },
    // "erkennt mich kaum", "não reconhece ninguém", "doesn't recognise me".
    { ...near(CLOSE, ['negation', 'barely'], ['recognise']), noComma: true },
  ),
  find('suspected_chest_pressure', near(CLOSE, ['chest'], ['strange', 'numb'])),
  // "douleur d'un coup dans la poitrine": the pain named first reaches a little further.
  // "dói quando aperto uma costela do lado do esterno": pressing is no pressure on the chest (costochondritis).
  // "um peso nas costas entre as paletas", "pressure between my shoulder blades".
  find('interscapular_pain', { ...near(WIDE, ['shoulder_blades'], ['pain', 'pressure']), noComma: true }),
  find('chest_wall_tenderness', near(WIDE, ['pressing_on'], ['chest', 'ribs']), {
    ...near(WIDE, ['chest', 'ribs'], ['pressing_on']),
    ordered: true,
  }),
  // "une douleur comme un coup de couteau dans la poitrine": a likeness may stand between the pain and its place.
  find(
    'chest_pain',
    near(CLOSE + 1, ['chest'], ['pain']),
    { ...near(WIDE, ['pain'], ['chest']), ordered: true, noComma: true },
    // "von der Brust in den Rücken gerissen wie mit nem Messer": a tearing in the chest is its pain.
    { ...near(WIDE, ['chest'], ['tearing']), noComma: true },
  ),
  // "it hurts when I breathe in": pain brought on by breathing (pleurisy, pneumonia, a clot).
  // "back tooth been throbbing for days".
  // Heart failure told in lay words: "kriegt immer schlechter Luft", "respira mal"; "muss mit 3 Kissen schlafen";
  // "die Knöchel sind dick wie Ballons" (NICE NG106).
  find(
    'shortness_of_breath',
    { ...near(2, ['breathe'], ['poorly']), ordered: true },
    { ...near(1, ['poorly'], ['breathe']), ordered: true },
    // "me cuesta algo más respirar", "j'ai du mal à respirer", "struggling to get my breath".
    { ...near(CLOSE, ['hard_to'], ['breathe']), ordered: true },
  ),
  find('orthopnoea', near(WIDE, ['pillows'], ['sleep', 'breathe'])),
  // "respira con silbido", "sa poitrine siffle": a whistle in the breath or the chest is a wheeze.
  find('wheezing', near(CLOSE, ['breathe', 'chest'], ['whistle'])),
  // "havent kept anything down since yesterday", "er behält nichts bei sich": nothing stays down (NHS: vomiting that will not stop).
  find(
    'persistent_vomiting',
    { ...near(CLOSE, ['negation', 'unable'], ['keep_down']), noComma: true },
    // "kotz ich alles aus", "vomita todo lo que come", "throwing up everything": all of it comes back.
    { ...near(2, ['vomit'], ['whole']), ordered: true, noComma: true },
  ),
  // "ja vomitei 3 vezes", "hat 2x gekotzt", "il a vomi 3 fois".
  find('repeated_vomiting', { ...near(CLOSE, ['vomit'], ['times_more_than_once']), noComma: true }),
  find('leg_swelling', near(CLOSE + 1, ['ankles'], ['swollen'])),
  find('toothache', near(CLOSE + 1, ['tooth'], ['pain'])),
  // "burning behind my breastbone after a vindaloo, goes when I take a Rennie": a burning told with food or an
  // antacid (NHS: Heartburn and acid reflux). Burning alone in the chest stays unread, for the chest-pain rules.
  find('heartburn', near(2 * WIDE, ['stinging'], ['chest', 'throat', 'belly'], ['meal', 'antacid'])),
  // "drückts in der brust wenn ich bergauf geh, nach 2-3 min stehenbleiben ist es weg": the effort, the rest, the relief.
  find('eased_by_rest', near(3 * WIDE, ['exertion'], ['rest_break', 'at_rest'], ['subsides', 'eased'])),
  // "soulagée en antéflexion", "besser im Vorbeugen", "mejora al inclinarse hacia adelante" (pericarditis, NICE CKS).
  // Not "nariz sangrou … apertei a ponta inclinado pra frente e parou": the first aid of a nosebleed.
  find('pain_eased_leaning_forward', {
    ...near(CLOSE + 1, ['eased'], ['bending']),
    noComma: true,
    unless: ['nose', 'bleeding', 'blood'],
    unlessReach: 2 * WIDE,
  }),
  find('pleuritic_pain', { ...near(WIDE, ['pain'], ['breathe']), ordered: true, unless: ['unable', 'gasping'] as Group }),
  // "une espèce de lourdeur dans la mâchoire": a heavy jaw is the jaw's pain (NHS: heart attack symptoms).
  find(
    'jaw_pain',
    near(CLOSE, ['jaw'], ['pain', 'pressure']),
    // A pain told first that goes up into the jaw: "um aperto nas costas entre as omoplatas que sobe pro maxilar",
    // "um peso esquisito na boca do estômago que sobe pro pescoço e pro queixo".
    { ...near(2 * WIDE, ['pain', 'pressure'], ['jaw']), ordered: true },
  ),
  // "se agarra el brazo izquierdo diciendo que le pesa".
  find('arm_heaviness', near(CLOSE + 2, ['arm'], ['pressure'])),
  // "sudden headache like being hit on the back of the head with a baseball bat … worst ever" (NICE CG150).
  find(
    'thunderclap_headache',
    near(WIDE, ['headache'], ['worst']),
    // "uma dor na nuca como se me tivessem dado com um martelo, a pior dor da minha vida".
    near(2 * WIDE, ['pain'], ['head', 'neck'], ['worst']),
    // "de golpe me dolió la cabeza como nunca": all at once, the worst ever, told after a simile ("de golpe … dolor de
    // cabeza brutal en la nuca, como si me hubieran pegado con un bate, el peor de mi vida").
    near(3 * WIDE, ['suddenly'], ['headache', 'head'], ['worst']),
    // "comme un coup de batte derrière la tête, la pire douleur de ma vie arrivée en 2 secondes".
    near(2 * WIDE, ['head', 'neck'], ['worst'], ['seconds']),
  ),
  // "un dolor muy fuerte en el ojo derecho": the pain's words may come between; "dor na cara embaixo dos olhos" is the
  // face's pain (sinusitis).
  find('eye_pain', { ...near(CLOSE + 2, ['eye'], ['pain']), unless: ['face'] as Group }),
  // "l'oreille gauche gratte et me fait mal", "ohr fühlt sich zu an", "pus coming out of his ear".
  // "l'oreille droite me gratte et me fait mal": the ear, then what it does, a few words on.
  find('ear_pain', near(CLOSE + 2, ['ear'], ['pain'])),
  find('ear_fullness', near(CLOSE + 1, ['ear'], ['blocked'])),
  find('ear_discharge', near(CLOSE + 1, ['ear'], ['leaking'])),
  // "zahn … eitert, jetzt ist die ganze backe dick": a tooth and a swollen cheek, face or jaw (a dental abscess spreading).
  find('dental_swelling', near(2 * WIDE, ['tooth'], ['cheek', 'face', 'jaw'], ['swollen'])),
  // "kann auf dem linken Auge nichts sehen", "can't see anything out of my left eye".
  find('vision_loss', ...cannot(['see'], ['eye'])),
  // "je vois un peu flou", "ich seh auf dem auge verschwommen".
  // "everything looks blurry out of it": what looks blurry is what is seen.
  find('blurred_vision', near(CLOSE, ['see', 'eye', 'looks'], ['blurry'])),
  find(
    'eye_injury',
    { ...near(CLOSE + 1, ['hit'], ['eye']), ordered: true },
    // "mit dem Finger ins rechte Auge gepikst": German puts the verb after the eye.
    { ...near(CLOSE, ['eye'], ['hit']), ordered: true, noComma: true, unless: ['head'] },
    // "caiu um cisco de metal no meu olho", "une escarbille dans l'œil droit".
    near(CLOSE + 2, ['fragment'], ['eye']),
  ),
  // "was grinding metal without goggles", "en meulant sans lunettes": what flies off hits at high speed.
  find('power_tool_use', near(0, ['power_tool'])),
  // "gelb-grüner rotz, druck über den augen", "ojitos pegados de legañas amarillas": the yellow is the snot's or the
  // discharge's.
  find('jaundice', { ...near(WIDE, ['eye'], ['yellow']), unless: ['mucus', 'nose', 'sticky'] }),
  // "mal au front et aux pommettes quand je me penche", "die Stirn drückt wenn ich mich bück": a face that hurts
  // more on bending forward is a sinus (NHS: Sinusitis).
  find('facial_pain', near(WIDE + 4, ['face', 'cheek', 'forehead', 'eye', 'nose'], ['pain', 'pressure'], ['bending'])),
  // A pain that runs from the buttock down to the calf is sciatica's; a swollen calf is a clot's sign all the same.
  // A calf that hurts after a pull in sport ("un tirón en el gemelo") or from a pain running down from the back
  // ("Kreuzweh, das bis in die Wade zieht") is a strain or sciatica; a swollen calf is always read.
  find('calf_pain_swelling', near(WIDE, ['calf'], ['swollen']), {
    ...near(WIDE, ['calf'], ['pain']),
    unless: ['buttock', 'back', 'pulled'],
  }),
  find('eye_redness', near(CLOSE, ['eye'], ['red'])),
  // "the white of my left eye has a bright red blood patch", "le blanc de l'œil rouge sang" (NHS: Bleeding in the eye).
  // "o branco do olho esquerdo está todo vermelho vivo de sangue": red with blood, told further along.
  find(
    'eye_blood_patch',
    { ...near(CLOSE + 2, ['eye'], ['blood']), noComma: true },
    { ...near(WIDE, ['eye'], ['red'], ['blood']), ordered: true, noComma: true },
    // "uma mancha vermelho vivo na parte branca do olho esquerdo, parece sangue": the red told first, the blood after it.
    { ...near(WIDE + 2, ['red'], ['eye'], ['blood']), ordered: true },
  ),
  // "swelling and redness of the L upper and lower eyelids", "la paupière gauche gonfle".
  find('eyelid_swelling', near(WIDE + 2, ['eyelid'], ['swollen'])),
  // "veo un montón de moscas flotando en el ojo", "myodésopsies … de l'œil gauche": specks drifting in the sight.
  find('floaters', near(WIDE, ['specks'], ['eye', 'see'])),
  // "une ombre qui descend sur l'œil", "como una sombra o cortina" told after the floaters (NHS: Retinal detachment).
  find('curtain_over_vision', near(WIDE, ['shadow'], ['eye', 'see']), {
    ...near(3 * WIDE, ['specks'], ['shadow']),
    acrossClauses: true,
    ordered: true,
  }),
  find('eye_discharge', near(CLOSE, ['eye'], ['sticky'])),
  // "my back tooth is killing me" is a tooth.
  find('back_pain', { ...near(WIDE, ['back'], ['pain']), unless: ['tooth'] }),
  find('joint_pain', near(CLOSE, ['joint'], ['pain'])),
  // "une douleur qui part de la fesse et descend derrière la cuisse jusqu'au mollet" (NHS: Sciatica).
  find('sciatica_leg_pain', near(2 * WIDE, ['pain'], ['buttock'], ['leg', 'calf'])),
  // "started round my belly button, now its moved down to the bottom right and is sharp".
  find(
    'right_lower_abdominal_pain',
    near(WIDE, ['right_lower'], ['belly', 'pain']),
    // "pain started round my belly button, now its moved down to the bottom right": the pain moves over two clauses.
    { ...near(2 * WIDE, ['right_lower'], ['belly', 'pain']), acrossClauses: true, unless: ['back', 'leg', 'chest', 'head'] as Group },
  ),
  find('right_upper_abdominal_pain', near(WIDE, ['right_upper'], ['belly', 'pain'])),
  // "peak flow about 60% of my best", "DEP à 60 % de la meilleure valeur" (BTS/SIGN 158: 50–75 % of the best is a
  // moderate attack, below 50 % a severe one).
  find('low_peak_flow', { ...near(CLOSE + 3, ['peak_flow'], ['part_of_usual']), noComma: true }),
  find('very_low_peak_flow', { ...near(CLOSE + 3, ['peak_flow'], ['part_under_half']), noComma: true }),
  // NHS: a reliever needed more often than every 4 hours is an asthma attack coming ("alle 3 Stunden").
  // "every 2 hours", "a bombinha alivia mas dura só umas 2 horas" (NHS: an asthma attack when the reliever is
  // needed more than every 4 hours). Wearing off is told as a contrast ("alivia mas dura só"), past a clause break.
  // "brauch das Salbutamol jetzt alle 2-3 Stunden": "jetzt" breaks no thought here, so the clauses may differ.
  find(
    'reliever_overuse',
    { ...near(2 * WIDE, ['reliever'], ['every'], ['hours']), acrossClauses: true },
    { ...near(WIDE + 4, ['reliever'], ['wears_off'], ['hours']), acrossClauses: true },
    // "usa el inhalador de rescate muchísimo", "using my blue inhaler loads".
    { ...near(CLOSE, ['reliever'], ['a_lot']), noComma: true },
  ),
  find('chickenpox_named', near(0, ['chickenpox'])),
  // "one painful small white ulcer inside his lip", "une aphte sur la langue" (NHS: Mouth ulcers).
  find('mouth_ulcers', near(WIDE, ['ulcer'], ['mouth', 'lips', 'tongue', 'cheek'])),
  // "red sore looking skin in her nappy area" (NHS: Nappy rash).
  find('nappy_rash', near(WIDE, ['nappy'], ['red', 'rash'])),
  // Cellulitis that grows: "spreading erythema", "passou do risco", "extension en 24 h".
  find('looks_infected', near(WIDE + 2, ['red', 'rash', 'swollen'], ['spreading'])),
  // Redness gone past the line drawn round it: the way cellulitis is watched, and told (NICE NG141).
  // "drew round it with a pen and it's gone past", "tracé le bord au stylo et ça a dépassé de 3 cm".
  find('spreading_redness', near(0, ['past_the_line']), { ...near(WIDE + 4, ['pen_mark'], ['went_past']), ordered: true }),
  // NHS Cellulitis: skin that is red (or darker), hot and swollen; a joint that is hot is the joint's.
  find(
    'skin_redness_warmth',
    { ...near(WIDE, ['red'], ['hot'], ['swollen']), unless: ['joint'] },
    { ...near(CLOSE, ['hot'], ['swollen']), unless: ['joint'] },
  ),
  // "fell asleep on the beach, back and shoulders are bright red": skin reddened by the sun is sunburnt (NHS: Sunburn).
  find('sunburnt_skin', near(2 * WIDE, ['sun'], ['red'])),
  // "kratzt sich nachts dauernd am po": an itchy bottom, however the night is told between (NHS: Threadworms).
  find('itchy_bottom', near(CLOSE + 2, ['itch'], ['buttock'])),
  // "bin bei der Blutabnahme umgekippt", "desmaiei quando vi a agulha": a faint with its trigger (NHS: Fainting).
  find('faint_trigger', near(2 * WIDE, ['needle'], ['faint'])),
  // "pero como y bebo bien", "kann aber essen und trinken": intake kept up, which argues against dehydration.
  // "je bois bien", "tomo agua normal", "keeping food and drinks down fine": drinking or keeping down told as going well.
  find('tolerating_fluids', near(0, ['eat_and_drink']), {
    ...near(CLOSE, ['drink', 'keep_down'], ['well']),
    noComma: true,
    unless: ['alcohol', 'drunk'],
  }),
  // "coceira mto forte na palma das maos e sola dos pes" (RCOG GTG 43: the itch of obstetric cholestasis).
  find('itchy_palms_soles', near(WIDE, ['itch'], ['palms_soles'])),
  // "hab gestern einen Teller Rote-Bete-Salat gegessen": beetroot named, and not denied (NHS: it turns pee and poo red).
  find('ate_beetroot', near(0, ['beetroot'])),
  // "depuis qu'il fait froid j'ai les orteils rouge violacé": red or purple toes told with the cold (NHS: Chilblains).
  find('chilblains', near(WIDE, ['toes'], ['red', 'blue'], ['cold_weather'])),
  // "perte de connaissance < 20 s, pas de mouvements anormaux, récupération complète": told with the loss itself,
  // often in the next sentence; only a denial of the coming round itself counts.
  find(
    'came_round',
    { ...near(2 * WIDE, ['unconscious', 'faint'], ['came_round']), acrossClauses: true },
    // "pérdida de conocimiento de 15 segundos": a loss told by how many seconds it lasted is over.
    // "perte de connaissance brève (< 30 s)": the seconds may stand in brackets.
    { ...near(CLOSE + 3, ['unconscious', 'faint'], ['seconds']), ordered: true, acrossClauses: true },
  ),
  find('hot_swollen_joint', near(WIDE, ['joint'], ['hot']), near(WIDE, ['joint'], ['red'], ['swollen'])),
  // "fell in the garden yesterday, her hip is very sore now": the fall and the hip told in one sentence.
  find('hip_pain_after_fall', near(2 * WIDE, ['hit'], ['hip'], ['pain'])),
  // Injuries told in the person's words; the rules decide which of them need an X-ray today (NHS: Sprains and
  // strains, Broken arm or wrist). The fall comes first: "came off the trampoline onto her hand".
  // "a banging headache" is no knock.
  // "fell asleep on the beach" is no fall.
  // "tight band round my head", "Druck im Kopf", "pression dans la tête": a head that is pressed is a headache.
  find('headache', { ...near(CLOSE, ['head'], ['pressure']), noComma: true, unless: ['chest', 'throat'] }),
  find('fall_or_knock', { ...near(CLOSE, ['hit']), unless: ['headache', 'asleep'] }),
  find('hip_pain', near(CLOSE + 2, ['hip'], ['pain'])),
  find('limb_injury', { ...near(WIDE, ['hit'], LIMB), ordered: true }),
  // "wrist is swollen like a balloon and looks a bit bent".
  find('deformity', near(WIDE + 4, LIMB, ['misshapen', 'odd_shape'])),
  // "je peux poser le pied et faire 4 pas", "can't put any weight on it" (Ottawa ankle rules: four steps).
  find(
    'cannot_bear_weight',
    ...cannot(['put_weight']),
    // "verweigert das Belasten des rechten Beins", "refuses to put weight on it", "elle veut plus poser le pied".
    { ...near(CLOSE, ['wont_let', 'wont_use'], ['put_weight']), ordered: true },
    { ...near(CLOSE, ['want'], ['negation'], ['put_weight']), ordered: true, noComma: true },
  ),
  find('bears_weight', { ...near(CLOSE, ['can'], ['put_weight']), ordered: true }),
  // "pretty sure it's broken", "il a une forme bizarre": what looks broken is often only a pronoun by then.
  // "aufs Handgelenk gefallen, is dick geschwollen", "landed on my hand … wrist is swollen": a wrist swollen after a fall
  // on the hand is X-rayed (NHS: Broken arm or wrist; every blind author labels it same-day care).
  find(
    'suspected_fracture',
    { ...near(CLOSE, ['broken', 'odd_shape']), unless: ['cut', 'bite', 'speak', 'heart', 'rash'] },
    { ...near(2 * WIDE, ['hit'], ['wrist'], ['swollen']), acrossClauses: true },
  ),
  // "no la puede mover", "elle sait pas bouger les doigts": what cannot be moved is often only a pronoun.
  find(
    'cannot_use_limb',
    ...cannot(['move']).map((alternative) => ({ ...alternative, unless: ['face', 'mouth', 'eye', 'head', 'back', 'neck'] as Group })),
    near(CLOSE, ['wont_let'], ['move']),
    // "kann die finger kaum bewegen vor schmerzen": barely able to move it.
    { ...near(CLOSE + 2, ['can'], ['barely'], ['move']), ordered: true, unless: ['face', 'mouth', 'eye', 'head', 'back', 'neck'] as Group },
    // "she wont use it at all": a child's refusal to use a limb names no action of its own.
    near(WIDE, LIMB, ['wont_use']),
    // "le coude est tout gonflé et elle veut plus du tout le bouger".
    near(WIDE + 4, LIMB, ['want'], ['negation'], ['move']),
    // "das Handgelenk ist dick geschwollen und er lässt niemanden ran": a child guarding a swollen limb.
    near(WIDE, LIMB, ['swollen'], ['wont_let']),
    // "hes screaming if he tries to move it", "llora cuando le mueves el brazo": moving it is too painful to bear.
    { ...near(CLOSE + 2, ['upset'], ['move']), ordered: true, unless: ['face', 'mouth', 'eye', 'head', 'back', 'neck'] as Group },
  ),
  // Renal colic: the loin, or pain that runs to the groin, coming in waves ("from my back round to my groin").
  find(
    'flank_pain',
    near(CLOSE, ['flank'], ['pain']),
    // "agony in my right side round the back, comes in waves and shoots down into my groin": told over a few clauses.
    { ...near(2 * WIDE, ['groin_area'], ['back', 'flank'], ['pain', 'waves']), acrossClauses: true },
    near(2 * WIDE, ['pain'], ['groin_area'], ['waves']),
    // "rechts im Rücken unter den Rippen tut es höllisch weh": the back just under the ribs is the loin.
    { ...near(WIDE, ['back'], ['ribs'], ['pain']), noComma: true },
  ),
  // "mein Herz fühlt sich an als würd es stolpern": the heart, then what it does, a few words on.
  find('palpitations', near(CLOSE + 2, ['heart'], ['racing'])),
  // "respira rapidito", "atmet ganz schnell und flach".
  find('rapid_breathing', near(CLOSE, ['breathe'], ['fast'])),
  // "bissl kurzatmig", "un peu essoufflé quand je monte l'escalier": breathless a little, or only on effort.
  find('mild_breathlessness', near(CLOSE, ['mildly'], ['breathless']), near(CLOSE + 2, ['breathless'], ['exertion'])),
  find('near_fainting', near(0, ['going_to_faint'])),
  // "only getting 2 or 3 words out", "the skin sucking in under her ribs" (BTS/SIGN: severe asthma).
  find(
    'severe_breathlessness',
    near(1, ['gasping']),
    ...cannot(['breathe']),
    near(WIDE, ['choke'], ['unable', 'blue', 'grey']),
    near(CLOSE, ['few'], ['words']),
  ),
  // "his tummy pulls in under his ribs", "on voit ses côtes se creuser": recession, severe only when marked (NICE NG9).
  find('chest_recession', near(WIDE, ['sucking_in'], ['ribs', 'neck'])),
  // Choking told first, the colour at the end of the sentence: "se ha atragantado con … y se está poniendo azul".
  find('choking', near(0, ['choke'])),
  // "se está poniendo azul", "turning blue": a colour someone turns is the skin's.
  find('fatigue', near(0, ['worn_out'])),
  // "ein Schmerz zwischen den Schulterblättern, als ob was zerreißt" (NHS: Aortic dissection).
  // "dor brutal nas costas entre as omoplatas, parece que me estão a rasgar": the place is told, then the tearing.
  // "la pire douleur de ma vie, ça déchire": the worst pain tears.
  find('tearing_pain', near(WIDE, ['pain', 'worst'], ['tearing']), near(WIDE, ['back', 'chest'], ['tearing'])),
  // Grey lips are cyanosed; a person who went grey is pale (below).
  find(
    'blue_lips',
    near(CLOSE, ['lips', 'face', 'mouth'], ['blue']),
    // "um den mund rum is er ganz bläulich": the mouth, then a few small words, then the colour.
    { ...near(WIDE - 2, ['lips', 'mouth'], ['blue']), ordered: true, noComma: true },
    near(CLOSE, ['lips', 'mouth'], ['grey']),
    near(WIDE, ['choke'], ['blue', 'grey']),
    {
      ...near(2, ['turning'], ['blue']),
      // "o joelho ficou roxo", "le poignet a gonflé et il devient bleu" is a bruise; purple toes in winter are chilblains.
      unless: ['joint', 'arm', 'leg', 'calf', 'toes', 'put_weight', 'hit', 'eye', 'back', 'belly', 'chest'] as Group,
      // The bruised limb is often told a sentence part earlier: "craquement à la cheville, …, ça devient bleu"; a limb
      // after the colour is the next thing told ("se está poniendo morado y mueve los brazos").
      unlessReach: 2 * WIDE,
      unlessBefore: true,
    },
  ),
  // "i went grey", "grau im gesicht": pale before a faint (NHS Fainting), otherwise perhaps blue (build-facts).
  find('went_grey', { ...near(2, ['turning'], ['grey']), unless: ['lips', 'mouth', 'hair'] as Group }, near(CLOSE, ['face'], ['grey'])),
  // Swollen glands in the neck are not a swelling of the throat.
  find(
    'facial_swelling',
    // "bochecha vermelhinha, gengiva inchada": swollen gums are the tooth's (teething, an abscess), not the face's;
    // "Halsweh, Mandeln richtig dick": swollen tonsils are a tonsillitis's.
    { ...near(CLOSE, ['tongue', 'lips', 'face'], ['swollen']), unless: ['glands', 'surface_of', 'tooth', 'tonsils'] as Group },
    // "el lado derecho de la garganta muy hinchado": a throat swollen on one side is a quinsy's, not an airway's.
    { ...near(CLOSE, ['throat'], ['swollen']), unless: ['glands', 'surface_of', 'tooth', 'tonsils', 'one_side'] as Group },
    // "throat feels tight like its closing up".
    near(CLOSE + 2, ['throat'], ['closing']),
  ),
  // consciousness and seizures
  find(
    'loss_of_consciousness',
    near(1, ['unconscious']),
    // "no nocturnal waking", "not waking her from sleep" deny broken nights, not waking up.
    // "lips not blue, awake and crying": the denial is of what comes before the comma.
    { ...near(CLOSE, ['negation'], ['wake']), unless: ['night'], unlessFollowedBy: ['sleep'], noComma: true },
    { ...near(CLOSE, ['negation'], ['respond']), noComma: true },
    // "hasnt come round yet", "kommt nicht wieder zu sich": still unconscious.
    { ...near(CLOSE, ['negation'], ['came_round']), ordered: true, noComma: true },
    // "can't wake him"; not "since waking up, unable to close her eye", nor "cant breathe through it, wake up with".
    ...cannot(['wake']).map((alternative) => ({ ...alternative, ordered: true, noComma: true })),
  ),
  // "il répond à peine quand on lui parle", "reagiert kaum", "barely responding": drowsy past the ordinary.
  find('lethargy', { ...near(CLOSE, ['barely'], ['respond']), noComma: true }),
  find(
    'seizure',
    // "just as im dropping off … my whole body jerks", "beim Einschlafen zuckt mein ganzer Körper": a sleep start.
    { ...near(CLOSE, ['shaking'], ['whole_body']), unless: ['falling_asleep'], unlessReach: 3 * WIDE },
    near(WIDE, ['shaking'], ['unconscious']),
    near(WIDE, ['shaking'], ['negation'], ['respond']),
    // "namorado epiletico tendo crise ja faz mais de 5 min": someone with epilepsy having a fit.
    // Not "no history of epilepsy, had a fit today": a denied epilepsy denies no fit.
    { ...near(WIDE, ['epilepsy'], ['fit', 'shaking']), unless: ['negation'], unlessBefore: true, unlessReach: CLOSE },
  ),
  // "tem epilepsia desde os 8", "bereits ein Fieberkrampf vor 6 Monaten", "has had febrile seizures before": fits
  // before this one; not "he was fine before, then had a fit".
  find('seizures_before', near(0, ['epilepsy']), {
    ...near(WIDE, ['fit', 'shaking'], ['earlier']),
    unless: ['well'],
    unlessBefore: true,
    unlessReach: 2,
  }),
  // "jetzt wach, trinkt und spielt", "ahora esta despierto, normal", "là elle rigole": recovered after it.
  find('back_to_normal', near(CLOSE, ['now_again'], ['well', 'awake', 'playing'])),
  // "las manos y los pies helados", "hände eiskalt": cold hands and feet, not a cold body; not the cold feet someone
  // always has in winter.
  find('cold_extremities', {
    ...near(CLOSE + 2, ['arm', 'leg', 'toes'], ['icy']),
    noComma: true,
    unless: ['all_the_time', 'cold_weather'],
    unlessReach: WIDE,
  }),
  // "can't put his chin on his chest" (NICE NG240: neck stiffness).
  find(
    'neck_stiffness',
    near(CLOSE, ['neck'], ['stiff']),
    near(WIDE, ['negation', 'unable'], ['chin'], ['chest']),
    // "er kann den Kopf nicht nach vorne beugen ohne zu schreien".
    near(CLOSE + 2, ['negation', 'unable'], ['head'], ['bending']),
  ),
  // "licht tut voll weh", "la lumière lui fait mal aux yeux".
  find('photophobia', near(CLOSE, ['light'], ['pain'])),
  // "trinkt seit 2-3 Wochen extrem viel", "drinking loads all the time": thirst, not a drinker's night out.
  find('excessive_thirst', { ...near(WIDE, ['drink'], ['all_the_time', 'a_lot']), unless: ['alcohol', 'drunk'] }),
  // The glass test told in the person's words: spots that do not fade (the negation is part of the finding).
  // "elle est brûlante quand on la touche, peau toute sèche".
  find('hot_dry_skin', near(WIDE, ['skin'], ['hot'], ['dry'])),
  // "arreglando un enchufe … le dio una descarga", "hat einen Schlag von der Steckdose bekommen".
  find('electric_shock', near(WIDE, ['electricity'], ['jolt'])),
  // Or told over two sentences: "tiny purple dots on her tummy … I pressed a glass on them, they didn't go away".
  find(
    'non_blanching_rash',
    { ...near(WIDE, ['rash'], ['negation'], ['fade']), ordered: true },
    // "kleine dunkelrote Punkte … wenn ich mit dem Trinkglas drauf drücke, gehen die nicht weg".
    { ...near(GLASS_TEST, ['rash', 'specks'], ['glass'], ['negation'], ['fade', 'subsides']), ordered: true, acrossClauses: true },
    // "dots on her legs … they dont fade when I press the glass on them": the glass told last.
    { ...near(GLASS_TEST, ['rash', 'specks'], ['negation'], ['fade', 'subsides'], ['glass']), ordered: true, acrossClauses: true },
  ),
  // "came off his motorbike on the dual carriageway", "crashed the moto at 80": a crash at road speed, not a fall
  // from a standing motorbike; "tombé de son échafaudage", "vom Dach gefallen": a fall from a height (NICE NG39).
  find(
    'major_trauma',
    { ...near(WIDE, ['motor_vehicle'], ['hit'], ['road_speed']), acrossClauses: true },
    { ...near(CLOSE + 2, ['hit'], ['high_place']), ordered: true },
  ),
  find(
    'head_injury',
    near(CLOSE, ['head'], ['hit']),
    // "slipped on the patio and cracked the back of his head", "grosse bosse sur le front".
    { ...near(WIDE, ['hit'], ['head']), ordered: true },
    near(CLOSE, ['lump'], ['head']),
    // "platzwunde am hinterkopf", "a cut on the back of her head".
    near(CLOSE, ['cut'], ['head']),
    near(WIDE, ['hit'], ['helmet']),
    // Knocked out after a fall or a blow: NICE NG232 treats it as a head injury whatever part was named.
    { ...near(WIDE, ['hit'], ['unconscious']), ordered: true },
  ),
  find('memory_loss', near(WIDE, ['repeat'], ['question'])),
  // "je sens plus quand je fais pipi", "ich merk nich richtig wenn ich pinkeln muss": the bladder no longer felt
  // (NICE CKS: cauda equina).
  find('bladder_bowel_dysfunction', { ...near(WIDE, ['feel'], ['negation'], ['urinate']), ordered: true, noComma: true }),
  find(
    'saddle_numbness',
    near(CLOSE + 1, ['numb'], ['groin_area']),
    // "untenrum am Po und innen an den Oberschenkeln fühlt sich alles taub an": the places first, then the numbness.
    { ...near(WIDE + 2, ['groin_area'], ['numb']), ordered: true, noComma: true },
    // "spür ich zwischen den beinen nix mehr", "beim abwischen ist alles taub" (NICE CKS: cauda equina).
    { ...near(CLOSE + 2, ['negation', 'unable'], ['feel'], ['groin_area']), unless: ['pain'] },
    // German puts the denial last: "fühl ich am Po und da wo man aufm Fahrradsattel sitzt nix mehr".
    { ...near(2 * WIDE, ['feel'], ['groin_area', 'buttock'], ['negation']), ordered: true, noComma: true, unless: ['pain'] },
    // "beim Abwischen nach dem Klo am Hintern nix mehr, ist wie taub".
    near(WIDE + 4, ['numb'], ['wiping']),
    // "can't feel the paper when I wipe"; "je sens bien quand je m'essuie, pas de faiblesse" denies the weakness.
    { ...near(WIDE, ['negation', 'unable'], ['feel'], ['wiping']), noComma: true },
    { ...near(WIDE, ['wiping'], ['negation', 'unable'], ['feel']), ordered: true },
    // "no siento bien la zona de alrededor del culo cuando me limpio".
    { ...near(2 * WIDE, ['negation', 'unable'], ['feel'], ['groin_area'], ['wiping']), noComma: true },
  ),
  // throat (NICE CKS: Sore throat — quinsy; Manchester Triage: drooling)
  find('trismus', ...cannot(['open'], ['mouth']), near(CLOSE + 1, ['mouth'], ['barely'], ['open'])),
  // "kann den Speichel nicht runterschlucken", "can barely swallow my own spit".
  // "can still swallow my spit and drink, no drooling": the next item's denial is not the swallowing's.
  find(
    'drooling',
    { ...near(CLOSE + 2, ['saliva'], ['negation', 'unable', 'barely'], ['swallow']), noComma: true },
    // "Speichel läuft", "la saliva se le cae": it runs out of the mouth.
    { ...near(2, ['saliva'], ['spills']), noComma: true },
  ),
  // "dice que le cuesta tragar", "struggling to swallow", "hat Mühe beim Schlucken", "schluckt schlecht".
  find(
    'difficulty_swallowing',
    { ...near(CLOSE, ['hard_to'], ['swallow']), noComma: true },
    { ...near(2, ['swallow'], ['poorly']), ordered: true, noComma: true },
  ),
  // "die Stimme klingt wie mit nem Erdapfel im Mund", "voz de batata quente".
  // "la voz me sale rara", "my voice sounds weird" after an allergen.
  // "a voz mudou", "the voice has changed" after an allergen.
  find('muffled_voice', near(WIDE, ['voice'], ['potato']), { ...near(CLOSE, ['voice'], ['strange', 'changed']), ordered: true }),
  // bleeding
  find(
    'severe_bleeding',
    // "flema con rayitas de sangre, sudo mucho por las noches": the lot, or the soaking, is of sweat; "sangrou uma
    // vez quando esfreguei a toalha" is a mole that bled once.
    { ...near(WIDE, ['blood', 'bleeding'], ['soaking', 'gushing']), unless: ['sweat', 'once'] },
    near(CLOSE, ['bleeding'], ['negation'], ['stop']),
    ...cannot(['stop'], ['bleeding', 'blood']).map((alternative) => ({ ...alternative, within: WIDE })),
    { ...near(CLOSE, ['bleeding'], ['a_lot']), unless: ['sweat'] },
    near(WIDE, ['cut'], ['gushing', 'soaking']),
    near(WIDE + 4, ['cut'], ['negation'], ['stop']),
    // "ça gicle par à-coups … le torchon est déjà trempé": spurting that soaks through is arterial, named or not.
    { ...near(3 * WIDE, ['gushing'], ['soaking']), acrossClauses: true },
    // "blutet seit 20 min durch trotz drücken", "sigue sangrando aunque aprieto" (Manchester Triage: uncontrollable
    // haemorrhage, bleeding that direct pressure does not stop). A tooth socket that keeps oozing is the dentist's.
    { ...near(WIDE, ['bleeding', 'blood'], ['despite'], ['pressure']), ordered: true, unless: ['tooth'], unlessReach: 2 * WIDE },
  ),
  // "vient de vomir une grosse quantité de sang rouge": how much comes between.
  find('vomiting_blood', near(CLOSE, ['vomit'], ['blood']), { ...near(CLOSE + 2, ['vomit'], ['blood']), ordered: true, noComma: true }),
  // "le empezó a salir sangre de la nariz", "Blut aus der Nase".
  find('nosebleed', near(CLOSE, ['blood', 'bleeding'], ['nose'])),
  // RCOG / NHS: soaking a pad an hour, "3 dicke Binden durch in der Stunde".
  find('heavy_vaginal_bleeding', near(WIDE, ['pad'], ['soaking', 'hours'])),
  // "se me corta la respiración" is breath, not a wound.
  find('wound', { ...near(CLOSE, ['cut']), unless: ['breathe'] as Group }),
  find(
    'lower_abdominal_pain',
    { ...near(CLOSE + 2, ['pain'], ['lower', 'right_lower']), unless: ['back', 'leg', 'arm', 'head', 'chest'] },
    near(CLOSE, ['belly'], ['lower', 'right_lower']),
  ),
  find('black_stool', near(CLOSE, ['stool'], ['black'])),
  // "loose poo with blood and slime in it", "Stuhl ist flüssig", "selles liquides avec du sang".
  find('diarrhoea', near(CLOSE, ['loose'], ['stool'])),
  find('bloody_stool', near(CLOSE, ['stool'], ['blood'])),
  // "need to go all the time", "va al baño cada 2x3", "muss ständig aufs Klo".
  find(
    'frequent_urination',
    near(CLOSE + 1, ['urinate', 'toilet'], ['all_the_time']),
    // "levanta-se de noite para fazer chichi", "gets up in the night to pee": passing urine at night (nocturia).
    { ...near(CLOSE, ['night'], ['urinate', 'toilet']), noComma: true },
  ),
  // "pas caca depuis 3 jours", "n'est pas allée à la selle depuis 4 jours", "hasnt done a poo since sunday".
  find('constipation', {
    ...near(CLOSE, ['negation'], ['stool']),
    ordered: true,
    noComma: true,
    // "pas d'anesthésie en selle" denies a numb saddle, not a bowel motion.
    unless: ['blood', 'black', 'red', 'pain', 'numb'],
  }),
  find('abdominal_pain', { ...near(WIDE, ['belly'], ['pain']), unless: ['lower'] as Group }),
  // "la panza esta dura como piedra": a belly hard as a rock or a board is rigid (NHS: A&E), not merely bloated.
  find('rigid_abdomen', near(WIDE, ['belly'], ['rock_hard'])),
  find('abdominal_bloating', near(CLOSE, ['belly'], ['swollen'])),
  // "the lump in my groin that normally pops back in … wont go back", "la bolinha não volta pra dentro": a lump that no
  // longer goes back in (NHS: Inguinal hernia, A&E).
  find(
    'irreducible_hernia',
    // "a lump in his groin … that pops back in but tonight it wont go back": the lump told, then what changed.
    { ...near(2 * WIDE, ['lump'], ['negation', 'unable'], ['go_back_in']), ordered: true, acrossClauses: true },
    // "mei bruch in da leistn … der gehd nimma zruck": the groin named, not the lump.
    { ...near(2 * WIDE, ['groin_area'], ['negation', 'unable'], ['go_back_in']), ordered: true, acrossClauses: true },
  ),
  // "comi um pastel de camarão na feira", "ate a cookie with peanuts in it": a food people are allergic to, eaten.
  find('allergen_exposure', { ...near(WIDE, ['take', 'meal'], ['allergen_food']), ordered: true }),
  // poisoning and mental health
  // "got into my handbag and ate some of my blood pressure tablets": the way in is often told before the pills.
  // "ha mordido una cápsula de detergente"; "mixed bleach with limescale spray" gives off a toxic gas (NHS: Poisoning).
  find(
    'poisoning',
    // "drank from the blue bottle under the sink, i think its the toilet cleaner": the product named after the story.
    near(2 * WIDE, ['take', 'bite'], ['battery', 'chemical']),
    near(WIDE + 4, ['got_into'], ['pill', 'battery', 'chemical']),
    // "an der fernbedienung fehlt die runde knopfbatterie", "die knopfbatterie ist weg": a battery gone near a child.
    near(WIDE, ['battery'], ['missing', 'subsides']),
    near(WIDE, ['mixed'], ['chemical']),
    // "a ouvert le pilulier de la semaine, il manque les cachets du lundi au jeudi".
    near(WIDE + 4, ['missing'], ['pill']),
  ),
  // A fuel-burning heater named beside the symptoms: the rule asks for the symptoms (carbon monoxide).
  find('carbon_monoxide_exposure', near(0, ['fuel_appliance'])),
  // "desatascador … lesiones blanquecinas en labios y lengua": a household chemical, then its burns in the mouth.
  find('poisoning', { ...near(5 * WIDE, ['chemical'], ['lips', 'mouth', 'tongue']), ordered: true, acrossClauses: true }),
  find(
    'overdose',
    near(WIDE, ['take'], ['many'], ['pill', 'pack']),
    near(WIDE, ['take'], ['whole'], ['pack']),
    near(WIDE, ['take'], ['too_many'], ['pill']),
    near(WIDE, ['unknown_amount'], ['pill']),
    // "how long does paracetamol take to do damage? took about 20 last night": the tablets in the question before.
    { ...near(2 * WIDE, ['pill'], ['take'], ['many']), ordered: true, acrossClauses: true },
  ),
  find(
    'suicidal_thoughts',
    near(1, ['suicide']),
    // "I don't want to live"; not "I don't want to take my life", which the suicide words read, negated.
    { ...near(CLOSE + 1, ['negation'], ['want'], ['live', 'wake']), unless: ['suicide'] },
    near(CLOSE, ['want'], ['die']),
    // "I won't be a burden to anyone after this weekend", "não quero ser um peso": NICE NG225 reads it as
    // suicidal thinking, and the negation is part of the wording, not of the meaning.
    near(CLOSE + 2, ['negation'], ['burden']),
    near(0, ['burden']),
    // "er steht auf der Brücke … es hätt eh alles keinen Sinn mehr", "no point living any more" (NICE NG225).
    { ...near(WIDE + 4, ['high_place'], ['pointless']), ordered: true },
    near(CLOSE + 1, ['pointless'], ['live']),
  ),
  // A plan or its preparations (NICE NG225): means gathered, letters of goodbye, final acts told one by one ("die
  // briefe sind geschrieben … die tabletten liegen schon neben dem bett. heute nacht ist es dann endlich vorbei").
  find(
    'suicide_plan',
    near(WIDE, ['hoard'], ['pill', 'pack']),
    near(WIDE, ['goodbye'], ['letter']),
    { ...near(5 * WIDE, ['letter', 'goodbye'], ['pill', 'hoard', 'noose'], ['finality']), acrossClauses: true },
    // "von 40 amitriptylin … die briefe sind geschrieben": letters written and a count of tablets to take.
    { ...near(5 * WIDE, ['letter', 'goodbye'], ['many'], ['pill']), acrossClauses: true },
    // "written letters for my kids. theres a rope in the garage": a goodbye and a rope kept ready, which no other
    // story of letters tells.
    { ...near(3 * WIDE, ['letter', 'goodbye'], ['noose']), acrossClauses: true },
    // "hat sein Motorrad verschenkt … war im Baumarkt n Seil kaufen", "a donné ses affaires … la hauteur du pont":
    // belongings given away, then the means (NHS: warning signs of suicide).
    { ...near(4 * WIDE, ['gave_away'], ['noose', 'high_place', 'pill', 'hoard']), ordered: true, acrossClauses: true },
    // "has rehomed his dog and written a letter to each of his children 'to get things in order'": two warning
    // signs together (NHS: putting affairs in order, giving things away, saying goodbye).
    { ...near(4 * WIDE, ['gave_away'], ['letter', 'finality']), acrossClauses: true },
    // "hat sein Testament gemacht … das Jagdgewehr ist ja noch im Schrank": affairs in order and a means at hand.
    { ...near(5 * WIDE, ['letter', 'goodbye', 'finality', 'gave_away'], ['noose', 'firearm', 'hoard', 'high_place']), acrossClauses: true },
  ),
  // "hemos sacado a la niña de la piscina … estuvo debajo del agua": pulled out of the water, or under it.
  find('near_drowning', near(2 * WIDE, ['pulled_out'], ['water_body', 'underwater']), near(WIDE, ['water_body'], ['underwater'])),
  // pregnancy: "tage sind 7 wochen drüber", "tengo un retraso … el test dio positivo". A positive test alone may be
  // a COVID one; beside a late period it is a pregnancy test.
  // "30 weeks pregnant, fell down the stairs, now bleeding": in pregnancy a bleed named by no other site is vaginal.
  find(
    'vaginal_bleeding',
    {
      ...near(2 * WIDE, ['pregnant'], ['bleeding', 'blood']),
      unless: ['nose', 'cut', 'tooth', 'stool', 'urine', 'mouth', 'lips', 'ear', 'eye', 'arm', 'leg', 'head', 'bite'],
      unlessReach: CLOSE,
    },
    // "bissl dunkles blut in der unterhose", "manchado de sangue na calcinha": blood first seen in the underwear.
    { ...near(CLOSE, ['bleeding', 'blood'], ['underwear']), noComma: true, unless: ['stool', 'urine', 'buttock'], unlessReach: CLOSE },
  ),
  // "periode ist eig schon knapp 2 wochen ueberfaellig", "mes règles ont 2 semaines de retard".
  find('missed_period', near(CLOSE, ['period'], ['late']), { ...near(WIDE, ['period'], ['late']), ordered: true, noComma: true }),
  // "test vor 2 wochen positiv, letzte periode vor 7 wochen": a positive test told with a period is a pregnancy test.
  find(
    'pregnancy',
    near(2 * WIDE, ['late'], ['test'], ['positive']),
    near(2 * WIDE, ['period'], ['test'], ['positive']),
    // "fiz o teste a semana passada e deu positivo, devo estar com umas 7 semanas": a positive test that is no covid,
    // flu or strep test.
    { ...near(WIDE, ['test'], ['positive']), unless: ['infection_test'], unlessReach: 2 * WIDE },
  ),
  // children
  // "mouvements actifs fœtaux diminués", "Kindsbewegungen vermindert", "el bebe casi no se mueve".
  // "tonight barely anything, maybe one little kick in 2 hours"; "je sens presque plus ma fille bouger" (the baby
  // told by name or as a daughter); "das baby spür ich viel weniger als sonst" (felt less).
  find(
    'reduced_fetal_movements',
    near(WIDE, ['baby'], ['move'], ['less', 'barely']),
    near(WIDE, ['fetal_movements'], ['less', 'barely']),
    // "je sens presque plus ma fille bouger", "casi no siento a la beba moverse": barely told before or after the feeling.
    { ...near(CLOSE + 2, ['feel'], ['barely'], ['move']), noComma: true },
    { ...near(CLOSE + 2, ['baby'], ['feel'], ['less']), noComma: true },
  ),
  // "no noto al bebe moverse", "não sinto os chutes": not at all, which "barely" is not.
  find(
    'no_fetal_movements',
    { ...near(WIDE, ['baby'], ['negation'], ['move']), ordered: true, unless: ['less', 'barely'] },
    { ...near(CLOSE, ['negation'], ['fetal_movements']), ordered: true, noComma: true, unless: ['less', 'barely'] },
    // "no siento al bebé", "je ne sens plus le bébé"; "ich spüre das Baby seit gestern nicht mehr".
    { ...near(CLOSE, ['negation'], ['feel'], ['baby']), ordered: true, noComma: true, unless: ['less', 'barely'] },
    { ...near(CLOSE + 2, ['feel'], ['baby'], ['negation']), ordered: true, noComma: true, unless: ['less', 'barely'] },
  ),
  // "só mama metade do que costuma", "toma el 60 % de lo habitual", "il boit les 2/3 de ses biberons": a baby
  // taking half to three quarters of its feeds is feeding poorly (NICE NG9: 50–75 % of usual intake).
  find(
    'infant_poor_feeding',
    { ...near(WIDE, ['feeds'], ['part_of_usual']), ordered: true },
    // "trinkt sie nur noch paar schlucke", "only taking a few sips": a few swallows are no feed.
    { ...near(CLOSE + 2, ['feeds'], ['few'], ['swallow']), ordered: true, noComma: true },
  ),
  // "breathed in a lot of smoke", "hat viel Rauch eingeatmet", "a inalé de la fumée" (NHS: burns and scalds).
  find(
    'smoke_inhalation',
    { ...near(CLOSE + 2, ['inhaled'], ['smoke']), ordered: true },
    { ...near(CLOSE, ['smoke'], ['inhaled']), ordered: true, noComma: true },
    // "got my family out of a kitchen fire … coughing up black stuff", "se prendió el apartamento … tose y escupe
    // negro": soot coughed up after a fire.
    { ...near(3 * WIDE, ['fire'], ['cough'], ['black']), ordered: true, acrossClauses: true },
  ),
  // "um corte de uns 2 cm que fica aberto", "die Platzwunde klafft": a cut that stays open needs closing (NHS: cuts and
  // grazes, "the wound is gaping").
  // "pushed a bead up her nose", "hat sich ne erbse in die nase gesteckt", "meteu um feijão no ouvido" (NHS: objects in
  // the nose or ear go to an urgent treatment centre); a lump the size of a pea behind the ear is no such thing.
  // "woke up this morning and cant hear a thing out my right ear", "desde que me levante no escucho casi nada del oido
  // derecho", "my left ear has gone deaf": lost all at once or found on waking (NHS: sudden hearing loss).
  // "seitdem kopfweh das mit ibu nicht weggeht", "a dor não passa com dipirona", "ne passe pas avec le doliprane"
  // (NHS Head injury: a headache that does not go away with painkillers).
  find('not_eased_by_painkillers', { ...near(WIDE, ['painkiller'], ['negation'], ['subsides', 'eased']), noComma: true }),
  find(
    'sudden_hearing_loss',
    near(WIDE, ['woke_with', 'suddenly'], ['deaf']),
    near(WIDE, ['woke_with', 'suddenly'], ['negation', 'unable', 'barely'], ['hear']),
  ),
  find('object_in_nose_or_ear', {
    ...near(WIDE, ['small_object'], ['nose', 'ear']),
    noComma: true,
    unless: ['lump', 'glands'],
    unlessReach: CLOSE,
  }),
  find('gaping_wound', { ...near(WIDE, ['cut'], ['gaping']), noComma: true }),
  // "white bits on her tongue", "weiße Beläge auf der Zunge und innen an den Wangen" (NHS: oral thrush): patches, not
  // a pale mouth ("ganz weiß um den Mund").
  find('white_mouth_patches', { ...near(CLOSE, ['white'], ['coating'], ['tongue', 'mouth', 'cheek']), noComma: true }),
  // "his knees and hands are all blotchy and bluish", "manchas azuladas nas pernas": skin blotched blue or grey is
  // mottled (NHS: sepsis, "mottled, bluish or pale skin").
  find(
    'mottled_skin',
    near(CLOSE, ['blotchy'], ['blue', 'grey']),
    // "sa peau est froide et tachetée comme la peau du léopard": blotches on cold skin.
    { ...near(CLOSE + 1, ['skin'], ['blotchy']), ordered: true, noComma: true, unless: ['itch', 'rash', 'sun', 'red'] },
  ),
  // "letzte nasse Windel vor 8 Stunden": the last wet nappy hours ago (NICE NG84, reduced urine output).
  find(
    'fewer_wet_nappies',
    near(CLOSE, ['nappy'], ['dry']),
    // "moja bien los pañales, no tiene fiebre": the next item's negation is not the nappies'.
    { ...near(CLOSE + 1, ['nappy'], ['negation'], ['wet']), noComma: true },
    near(WIDE, ['last'], ['nappy'], ['hours']),
    // "moja bastantes menos pañales q normalmente", "fewer wet nappies", "weniger nasse Windeln".
    { ...near(CLOSE + 1, ['wet'], ['less', 'few', 'barely'], ['nappy']), noComma: true },
  ),
  // "die weiche stelle am kopf woelbt sich nach oben", "la fontanelle est toute bombée" (NICE NG143: red feature).
  // "the soft spot on top of her head has swollen up": a swollen fontanelle bulges.
  find('bulging_fontanelle', near(CLOSE + 2, ['fontanelle'], ['bulging']), { ...near(WIDE, ['fontanelle'], ['swollen']), noComma: true }),
  // "schreit so schrill und komisch", "un cri aigu qu'on lui connaît pas" (NICE NG143: weak, high-pitched cry).
  // "cuando llora hace un ruido agudo al coger aire" is the croup's breath, not the cry.
  find(
    'inconsolable_crying',
    { ...near(CLOSE, ['upset'], ['shrill']), noComma: true, unless: ['breathe'] },
    // "llora como 3 horas todas las tardes", "cries for hours every evening": crying by the hour (NHS: Colic).
    { ...near(CLOSE, ['crying'], ['hours']), noComma: true },
  ),
  // "the soft spot on his head looks sunken": where the spot is may come between.
  find('sunken_fontanelle', near(CLOSE + 2, ['fontanelle'], ['sunken'])),
  // "die Katze von meiner Nachbarin hat mich gestern in die Hand gebissen": the animal is named well before its bite.
  find('mammal_bite', near(WIDE + 4, ['animal'], ['bite'])),
  // "mein Leberfleck … ist dunkler und grösser geworden", "pinta … cresceu, borda irregular" (NICE NG12).
  // "krusten die aussehen wie eingetrockneter honig", "casquinhas amareladas cor de mel" (impetigo); a crusted
  // yellow eye is the eye's own trouble.
  find('honey_crusts', { ...near(WIDE, ['crust'], ['honey', 'yellow']), unless: ['eye'] }),
  // "umas cascas amareladas tipo caspa grossa no couro cabeludo": crusts on a baby's scalp.
  find('cradle_cap', near(WIDE, ['crust'], ['head'])),
  // "leberfleck der in den letzten monaten größer geworden ist": a mole that grows is spreading too; "un grain de beauté
  // … que ma copine surveille, elle dit qu'il a grossi": what changed may be told a sentence part later.
  // The mole and how it changed may be told a long sentence apart ("un lunar … ha crecido y ahora tiene el borde raro").
  find('skin_lesion_change', near(3 * WIDE, ['mole'], ['changed', 'spreading'])),
  // "Bläschen auf der linken Stirn bis zur Nasenspitze": shingles in the eye's nerve (NHS: urgent when near the eye).
  find(
    'facial_blisters',
    near(WIDE + 4, ['blister'], ['head', 'nose']),
    // "des boutons sur le front et le côté du nez d'un seul côté": a rash on one side of the brow or the nose.
    near(WIDE + 4, ['rash'], ['forehead', 'nose'], ['one_side']),
  ),
  // men's health, burns
  find('testicular_pain', near(WIDE, ['testicle'], ['pain'])),
  // "el huevo derecho se me ha ido hinchando poco a poco".
  find('scrotal_swelling', near(CLOSE + 2, ['testicle'], ['swollen'])),
  // "came on slowly not suddenly", "c'est venu doucement pas d'un coup": an onset over hours or days.
  find('gradual_onset', near(0, ['gradually'])),
  // "so viel Blut …, aber nach 10 min Nase zudrücken hat's aufgehört", "ya ha parado": stopped, told a clause later.
  // "hört nicht auf", "won't stop": a negation beside the stopping, before or after it, is a bleed that goes on.
  find(
    'bleeding_stopped',
    // "die Nase vorne zugedrückt, jetzt ist es weg": gone is stopped.
    {
      ...near(2 * WIDE, ['bleeding', 'blood', 'nose'], ['stop', 'subsides']),
      ordered: true,
      acrossClauses: true,
      unless: ['negation'],
      unlessReach: 2,
    },
    // "le apretaron 10 minutos y ya ha parado": pressed, then stopped, however long the story of the bleed before;
    // not "throat feels tight and my voice has gone", nor a pain that eases.
    {
      ...near(CLOSE + 2, ['pressure'], ['stop', 'subsides']),
      ordered: true,
      unless: ['negation', 'voice', 'throat', 'chest', 'breathe', 'pain'],
      unlessReach: 2,
    },
  ),
  find('testicular_lump', near(WIDE, ['testicle'], ['lump'])),
  // "es kribbelt wieder an der oberlippe … da kommen gleich die bläschen", "little blisters on my lip again".
  find('cold_sore', { ...near(2 * WIDE, ['lips'], ['blister']), acrossClauses: true }),
  find('breast_pain', near(CLOSE, ['breast'], ['pain', 'red'])),
  // "found a lump in my left boob", "Knubbel in der linken Brust" (German says Brust of both).
  find('breast_lump', { ...near(CLOSE + 1, ['lump'], ['breast', 'chest']), ordered: true }),
  // "hasn't been able to pass water since last night", "não consegue urinar" (acute retention, NHS: A&E).
  // "só fez xixi uma vez hoje", "nur einmal Pipi gemacht": little urine (NICE NG84), not "once an hour".
  find(
    'dehydration_signs',
    { ...near(CLOSE + 1, ['urinate'], ['once']), unless: ['hours'] },
    // "my mouth is dry and I have hardly peed today" (NHS: signs of dehydration).
    near(CLOSE, ['mouth', 'lips', 'tongue'], ['dry']),
    // "pinkel kaum noch was": German may put the verb first; peeing less is a sign too (NHS: Dehydration).
    { ...near(CLOSE, ['barely', 'less'], ['urinate']), noComma: true, unless: ['pain', 'stinging', 'blood', 'red'] },
    // "pipi ist ganz dunkel und wenig", "fait très peu pipi": little urine; not "la orina un poco rosada".
    { ...near(CLOSE + 1, ['urinate'], ['few']), noComma: true, unless: ['pain', 'stinging', 'blood', 'red'] },
  ),
  find('no_urine', ...cannot(['urinate']), {
    // "she hasn't passed water since this morning", "she hasnt had a wee"; "no pain when I pee" is another matter.
    ...near(3, ['negation'], ['urinate']),
    ordered: true,
    unless: ['pain', 'burn', 'stinging', 'blood'],
  }),
  // "mein Urin ist rötlich", "du sang dans ses urines".
  find('blood_in_urine', near(CLOSE, ['blood', 'red'], ['urine']), { ...near(WIDE, ['urine'], ['red']), ordered: true }),
  // "burning when I pee" is a urinary symptom, not a burn.
  find(
    'burn',
    { ...near(WIDE, ['burn']), unless: ['urinate'] },
    // "se le volteó la taza de aguapanela caliente en el pecho", "spilled hot tea on her lap": a scald.
    near(WIDE, ['hot'], ['spills']),
  ),
  find('painful_urination', near(WIDE, ['burn', 'stinging'], ['urinate']), near(CLOSE, ['pain'], ['urinate'])),
  find('burn_sensitive_area', { ...near(BURN, ['burn'], ['face', 'neck', 'lips', 'mouth', 'groin_area']), unless: ['urinate'] }),
  // Two regions at once (an arm and the neck) is more than a hand's area: NHS sends it to A&E.
  find(
    'large_burn',
    // "so groß wie ne 2 euro münze": a size compared is no large burn (larger than a hand is in the lexicon).
    { ...near(BURN, ['burn'], ['large', 'whole_body', 'whole']), unless: ['size_of'] },
    near(BURN, ['burn'], ['chest', 'belly', 'back'], ['chest', 'belly', 'back', 'arm', 'leg']),
    near(BURN, ['burn'], ['arm', 'leg'], ['neck', 'face', 'chest', 'belly', 'back']),
    near(BURN, ['burn'], ['face', 'neck'], ['chest', 'belly', 'back']),
    // "den Topf mit heißem Nudelwasser vom Herd gerissen … über Brust und ganzen Arm": a scald over two regions.
    { ...near(BURN, ['hot'], ['spills'], ['chest', 'belly', 'back'], ['chest', 'belly', 'back', 'arm', 'leg']), acrossClauses: true },
  ),
  // The burn told, then the skin in the next sentence: "heißes Öl über beide Unterschenkel. … weiß und ledrig".
  // "fritteuse hat feuer gefangen … jetzt ist sein ganzer unterarm und die brust weiß und ledrig": the story first.
  find(
    'deep_burn',
    { ...near(BURN + WIDE, ['burn'], ['skin_off']), acrossClauses: true },
    { ...near(BURN + WIDE, ['hot'], ['spills'], ['skin_off']), acrossClauses: true },
  ),
];

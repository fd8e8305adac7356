import type { CareSetting, TimeWindow } from '@app/contracts';
import { allOf, anyOf, not, type RuleCondition } from '../rules/conditions';
import type { ConditionId } from './condition-ids';

/**
 * "See a GP if …" — the features that, by the guidance a knowledge-base entry cites, turn a cause usually looked
 * after at home or by a pharmacist into one a doctor should see (or see urgently). They apply when the cause is
 * among those the urgency is weighed from; the red-flag rules still decide emergencies.
 */
export interface Escalation {
  when: RuleCondition;
  urgency: 'medium' | 'high';
  careSetting: CareSetting;
  timeWindow: TimeWindow;
  source: string;
}

const DAYS = (days: number): RuleCondition => ({ lastedAtLeastHours: days * 24 });
const VERY_HIGH_TEMPERATURE = anyOf('high_fever', { temperatureAtLeast: 39 });

export const ESCALATIONS: Partial<Record<ConditionId, readonly Escalation[]>> = {
  carpal_tunnel_syndrome: [
    {
      when: DAYS(14),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Carpal tunnel syndrome — see a GP if the symptoms have not improved after 2 weeks of self-help',
    },
  ],
  abscess: [
    {
      when: anyOf('fever', 'high_fever', 'chills', { temperatureAtLeast: 38 }, 'recent_surgery'),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Skin abscess — call 111 or see a GP urgently with a high temperature; a wound that turns red and leaks pus after an operation is seen the same day',
    },
  ],
  constipation_functional: [
    {
      when: { ageUnder: 12 },
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NICE CG99: Constipation in children and young people — laxatives first (a macrogol, prescribed for children under 12), with diet advice alone not a treatment; NHS England: primary care pathway for constipation in children',
    },
  ],
  nosebleed: [
    {
      when: anyOf('anticoagulants', 'not_improving'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Nosebleed — see a GP if you take blood thinners such as warfarin or nosebleeds keep coming back',
    },
  ],
  otitis_externa: [
    {
      when: anyOf('ear_discharge', 'not_improving', DAYS(3)),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NICE CKS: Otitis externa — a discharging ear, or one not better after 3 days, is treated with prescribed ear drops; NHS: Ear infections — see a GP if not better in 3 days',
    },
  ],
  vasovagal_syncope: [
    {
      when: not('faint_trigger'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Fainting — see a GP if you do not know why you fainted; NICE CG109: an uncomplicated faint with a typical trigger needs no further assessment',
    },
  ],
  scarlet_fever: [
    {
      when: anyOf('lethargy', 'dehydration_signs', 'fewer_wet_nappies', 'not_improving', { temperatureAtLeast: 39 }),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source: 'NHS: Scarlet fever — call 111 if the child is drowsy, drying out, has a very high temperature or is getting worse',
    },
  ],
  oral_thrush: [
    {
      when: anyOf({ ageUnder: 1 }, { infantAgeUnknown: true }),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Oral thrush in babies — see a GP (antifungal treatment for babies is on prescription)',
    },
  ],
  prostatitis: [
    {
      when: anyOf('fever', 'high_fever', 'chills', { temperatureAtLeast: 38 }, 'pelvic_pain', 'rectal_pain'),
      urgency: 'high',
      careSetting: 'doctor',
      timeWindow: 'within_hours',
      source: 'NICE NG110: Prostatitis (acute) — fever, pelvic or perineal pain with urinary symptoms; same-day antibiotics',
    },
  ],
  // Sore testicle with a fever after unprotected sex: epididymo-orchitis, treated the same day.
  sexually_transmitted_infection: [
    {
      when: allOf('testicular_pain', anyOf('fever', 'high_fever', 'chills', { temperatureAtLeast: 38 })),
      urgency: 'high',
      careSetting: 'doctor',
      timeWindow: 'within_hours',
      source: 'NICE CKS: Scrotal pain and swelling (epididymo-orchitis: same-day assessment and antibiotics); BASHH: Epididymo-orchitis',
    },
  ],
  generalised_anxiety: [
    {
      when: anyOf(DAYS(14), 'not_improving', 'low_mood'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Generalised anxiety disorder — see a GP if anxiety lasts, affects daily life or causes distress; NICE CG113',
    },
  ],
  dental_abscess: [
    {
      when: anyOf('dental_swelling', 'fever', 'high_fever', { temperatureAtLeast: 38 }),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Dental abscess — get help from NHS 111 or an urgent dentist if the face, cheek or jaw is swollen or you have a high temperature',
    },
  ],
  pelvic_inflammatory_disease: [
    {
      // "A temperature higher than 38 °C".
      when: anyOf('high_fever', { temperatureAtLeast: 38.1 }, 'vomiting'),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source: 'NICE CKS: Pelvic inflammatory disease — refer urgently with a temperature above 38 °C or vomiting; NHS: PID',
    },
  ],
  otitis_media: [
    {
      when: anyOf('not_improving', DAYS(3), VERY_HIGH_TEMPERATURE, 'ear_discharge', 'immunosuppressed', allOf('fever', { ageUnder: 0.5 })),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Ear infections — see a GP if symptoms do not improve after 3 days, a very high temperature, fluid from the ear or a weak immune system; NICE NG91',
    },
  ],
  sinusitis: [
    {
      when: anyOf('not_improving', DAYS(10)),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NICE NG79: Sinusitis (acute) — symptoms for around 10 days or more without improvement may need a prescriber (a back-up antibiotic or a nasal steroid); NHS: Sinusitis — see a GP if it does not improve',
    },
    {
      when: anyOf(
        'double_vision',
        'blurred_vision',
        'vision_loss',
        'confusion',
        'neck_stiffness',
        'severe_headache',
        allOf('facial_swelling', 'fever'),
      ),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Sinusitis — call 111 or go to A&E with swelling around the eyes, vision changes, a severe headache, confusion or a stiff neck; NICE NG79',
    },
    {
      when: anyOf('not_improving', DAYS(10), VERY_HIGH_TEMPERATURE, 'immunosuppressed', { severe: true }),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Sinusitis — see a GP if symptoms are severe, getting worse or have not improved after 10 days; NICE NG79',
    },
  ],
  sciatica: [
    {
      when: anyOf('leg_weakness', allOf('numbness', 'not_improving')),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Sciatica — get urgent advice with weakness or numbness in the legs that is severe or getting worse; NICE CKS: Sciatica (progressive neurological deficit)',
    },
    {
      when: anyOf('not_improving', DAYS(28), { severe: true }),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Sciatica — see a GP if the pain has not eased after a few weeks, is getting worse or stops normal activities; NICE NG59',
    },
    {
      when: anyOf(DAYS(7), 'not_improving', 'insomnia'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Sciatica — see a GP if it lasts, gets worse, or stops you sleeping or doing normal activities',
    },
  ],
  mechanical_back_pain: [
    {
      when: anyOf('not_improving', DAYS(42), { ageAtLeast: 50 }, 'weight_loss'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Back pain — see a GP if it has not improved after a few weeks, is getting worse, or with weight loss; NICE NG59',
    },
  ],
  cystitis: [
    {
      when: anyOf('fever', 'high_fever', 'chills', 'flank_pain', { temperatureAtLeast: 38 }),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Urinary tract infections — ask for an urgent GP appointment or call 111 with a high temperature, shivering, or pain in the lower back or side (a kidney infection); NICE NG111',
    },
    {
      when: anyOf(
        { pregnant: true },
        { sex: 'male' },
        { ageUnder: 16 },
        { ageAtLeast: 65 },
        'not_improving',
        DAYS(3),
        'blood_in_urine',
        'immunosuppressed',
        'diabetes',
      ),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Urinary tract infections — see a GP if you are pregnant, a man, a child, over 65, have blood in your pee or symptoms do not improve in 3 days; NICE NG109',
    },
  ],
  vaginal_candidiasis: [
    {
      when: anyOf({ pregnant: true }, { ageUnder: 16 }, { ageAtLeast: 60 }, 'not_improving', 'immunosuppressed', 'diabetes'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Thrush — see a GP if pregnant, under 16 or over 60, thrush keeps coming back or does not improve; NICE CKS: Candida - female genital',
    },
  ],
  subconjunctival_haemorrhage: [
    {
      when: anyOf('anticoagulants', 'raised_blood_pressure', 'not_improving'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Bleeding in the eye — see a GP if it keeps happening, you take blood thinners such as warfarin or it has not gone in 2 weeks; NICE CKS: Subconjunctival haemorrhage (check blood pressure, INR)',
    },
  ],
  conjunctivitis: [
    {
      when: { ageUnder: 0.08 },
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NICE CKS: Conjunctivitis - infective — a sticky eye in a baby under 28 days may be ophthalmia neonatorum and is referred the same day; NHS: Conjunctivitis — get help for a baby under 28 days',
    },
    {
      when: anyOf('not_improving', DAYS(14)),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source: 'NHS: Conjunctivitis — see a GP if symptoms are not better after 2 weeks; NICE CKS: Conjunctivitis - infective',
    },
  ],
  pharyngitis_viral: [
    {
      when: anyOf('not_improving', DAYS(7), VERY_HIGH_TEMPERATURE, 'immunosuppressed'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Sore throat — see a GP if it does not improve after a week, with a very high temperature or a weakened immune system; NICE NG84',
    },
  ],
  tonsillitis: [
    {
      when: anyOf('not_improving', DAYS(7), VERY_HIGH_TEMPERATURE, 'immunosuppressed'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Tonsillitis — see a GP if it does not improve after a week, with a very high temperature or a weakened immune system; NICE NG84',
    },
  ],
  common_cold: [
    {
      when: anyOf(DAYS(21), allOf('not_improving', DAYS(10)), 'immunosuppressed'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Common cold — see a GP if symptoms last more than 3 weeks or get suddenly worse, or with a weakened immune system',
    },
  ],
  gastroenteritis: [
    {
      when: anyOf(DAYS(7), 'bloody_stool', allOf('vomiting', DAYS(2)), 'immunosuppressed'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Diarrhoea and vomiting — see a GP if diarrhoea lasts more than 7 days, vomiting more than 2 days, or there is blood in the poo',
    },
  ],
  hyperglycaemia: [
    {
      when: anyOf({ glucoseAtLeast: 250 }, allOf('high_blood_sugar', anyOf('excessive_thirst', 'frequent_urination'))),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: High blood sugar (hyperglycaemia) — ask for an urgent GP appointment or call 111 if it stays high with thirst and passing a lot of urine; NICE NG17/NG28 (sick-day rules)',
    },
    {
      when: allOf({ ageUnder: 18 }, 'excessive_thirst', 'frequent_urination'),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NICE NG18: Diabetes (type 1 and type 2) in children and young people — refer a child with suspected type 1 diabetes (thirst, passing a lot of urine, weight loss) the same day',
    },
  ],
  minor_burn: [
    {
      when: anyOf('burn_sensitive_area'),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source: 'NHS: Burns and scalds — get a burn on the face, neck or genitals seen the same day; NICE CKS: Burns and scalds (referral)',
    },
    {
      when: anyOf({ ageUnder: 5 }, { pregnant: true }),
      urgency: 'medium',
      careSetting: 'urgent_care',
      timeWindow: 'within_24h',
      source:
        'NHS: Burns and scalds — people at greater risk (children under 5, pregnant women) should get medical attention after a burn; NICE CKS: Burns and scalds',
    },
  ],
  insect_bite_reaction: [
    {
      when: anyOf('not_improving', 'fever', allOf('skin_redness_warmth', DAYS(2))),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Insect bites and stings — see a GP if symptoms do not improve in a few days or there are signs of infection (spreading redness, fever)',
    },
  ],
  ankle_sprain: [
    {
      when: anyOf('not_improving', 'cannot_bear_weight'),
      urgency: 'medium',
      careSetting: 'urgent_care',
      timeWindow: 'within_24h',
      source:
        'NHS: Sprains and strains — go to an urgent treatment centre if you cannot put weight on it or it is not improving; NICE CKS (Ottawa ankle rules)',
    },
  ],
  dehydration: [
    {
      when: anyOf({ ageUnder: 1 }, { ageAtLeast: 75 }, 'no_urine', 'not_improving', 'near_fainting', 'confusion'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Dehydration — ask for an urgent GP appointment or call 111 if symptoms do not improve, you are not peeing, or for babies and older people',
    },
  ],
  heat_exhaustion: [
    {
      when: anyOf('not_improving', { ageUnder: 1 }, { ageAtLeast: 75 }, allOf('fever', not('sweating'))),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source: 'NHS: Heat exhaustion — get urgent help if the person is not better after 30 minutes of cooling; UKHSA: Beat the heat',
    },
  ],
  cellulitis: [
    {
      when: anyOf('fever', 'high_fever', 'chills', { temperatureAtLeast: 38 }),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Cellulitis — get urgent help with a high temperature, shivering or feeling generally unwell; NICE NG141 (systemic signs)',
    },
  ],
  shingles: [
    {
      when: anyOf('eye_redness', 'eye_pain', 'blurred_vision', 'photophobia', { pregnant: true }, { ageAtLeast: 70 }, 'immunosuppressed'),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Shingles — ask for an urgent GP appointment or call 111 if the rash is near the eye, or you are pregnant, over 70 or have a weakened immune system; NICE CKS: Shingles (ophthalmic involvement)',
    },
  ],
  heart_failure: [
    {
      // A new, slowly growing picture is seen by a GP within a day (NICE NG106); known heart failure getting worse,
      // or weight put on fast (fluid), is urgent.
      when: anyOf('weight_gain', allOf('heart_disease', anyOf('orthopnoea', 'not_improving', 'shortness_of_breath'))),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Heart failure — get urgent medical advice if symptoms get worse (more breathless, need more pillows, sudden weight gain or swelling); NICE NG106',
    },
  ],
  dengue: [
    {
      when: anyOf('recent_travel', 'high_fever', { temperatureAtLeast: 39 }),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source: 'NHS: Dengue — ask for an urgent GP appointment or call 111 with symptoms after travel to an area where it is found',
    },
  ],
  hyperemesis_gravidarum: [
    {
      when: anyOf(
        'persistent_vomiting',
        'dehydration_signs',
        'weight_loss',
        'dizziness',
        'near_fainting',
        'vomiting_blood',
        allOf({ lastedAtLeastHours: 24 }, not('tolerating_fluids')),
      ),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Severe vomiting in pregnancy — contact a midwife or GP urgently if you cannot keep food or fluids down for 24 hours, pee very little, feel dizzy or lose weight; RCOG Green-top Guideline 69',
    },
  ],
  sunburn: [
    {
      when: anyOf('fever', 'high_fever', 'chills', 'dehydration_signs', 'dark_urine', { ageUnder: 1 }),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source: 'NHS: Sunburn — call 111 with chills or a high temperature, dark pee or peeing much less, or for a baby with sunburn',
    },
    {
      when: anyOf('blisters', 'not_improving', { ageUnder: 5 }),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source: 'NHS: Sunburn — get advice if the skin is blistering or swelling, or a young child has sunburn',
    },
  ],
  splinter: [
    {
      when: anyOf('eye_pain', 'eye_redness', 'blurred_vision', 'vision_loss'),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source: 'NHS: Eye injuries — go to an urgent treatment centre or A&E with something in the eye that will not wash out',
    },
    {
      when: anyOf('splinter_deep', 'looks_infected', 'spreading_redness', 'skin_lump_pus', 'skin_redness_warmth', 'fever', 'not_improving'),
      urgency: 'medium',
      careSetting: 'urgent_care',
      timeWindow: 'within_24h',
      source:
        'NHS: How do I remove a splinter? — get help from a GP or minor injuries unit if it is large, deep, under a nail or the area is infected',
    },
  ],
  friction_blister: [
    {
      when: anyOf('looks_infected', 'spreading_redness', 'skin_lump_pus', 'skin_redness_warmth', 'not_improving', 'diabetes'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source: 'NHS: Blisters — see a GP if a blister looks infected or keeps coming back; NHS: Diabetes – foot problems',
    },
  ],
  bruise: [
    {
      when: anyOf('anticoagulants', 'not_improving', DAYS(28)),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Bruises — see a GP if a bruise has not faded after 4 weeks, or you bruise easily or take medicine to prevent blood clots',
    },
  ],
  warts_verrucas: [
    {
      when: anyOf('diabetes', 'immunosuppressed', 'genital_sores', 'not_improving'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Warts and verrucas — see a GP with diabetes, a weakened immune system, a wart on the genitals, or one that keeps coming back; NICE CKS: Warts and verrucae',
    },
  ],
  threadworms: [
    {
      when: anyOf({ pregnant: true }, 'breastfeeding', { ageUnder: 2 }, 'not_improving'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Threadworms — see a GP if pregnant or breastfeeding, or for a child under 2; NICE CKS: Threadworm',
    },
  ],
  hiccups: [
    {
      when: DAYS(2),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Hiccups — see a GP if hiccups last longer than 2 days',
    },
  ],
  stye: [
    {
      when: anyOf('skin_redness_warmth', 'fever', 'high_fever', 'blurred_vision', 'double_vision', 'vision_loss'),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NHS: Stye — ask for an urgent GP appointment or call 111 if the eyelid or the skin around the eye is red and hot, or vision changes (periorbital cellulitis)',
    },
    {
      when: anyOf('not_improving', DAYS(21)),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Stye — see a GP if it has not improved after a few weeks',
    },
  ],
  chilblains: [
    {
      when: anyOf('diabetes', 'looks_infected', 'spreading_redness', 'skin_lump_pus', 'not_improving', DAYS(21)),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Chilblains — see a GP with diabetes, signs of infection, chilblains that keep coming back or have not healed after 3 weeks',
    },
  ],
  ingrown_toenail: [
    {
      when: anyOf('looks_infected', 'spreading_redness', 'skin_lump_pus', 'skin_redness_warmth', 'fever', 'diabetes', 'not_improving'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Ingrown toenail — see a GP if it is very painful, the redness spreads, there is pus, or you have diabetes',
    },
  ],
  dandruff: [
    {
      // A month of it is no failed treatment: NHS asks for a month of the shampoo first, and dandruff lasts by nature.
      when: anyOf('not_improving', 'skin_redness_warmth', 'looks_infected'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Dandruff — see a GP if a month of anti-dandruff shampoo has not helped, or the scalp is very itchy, red or swollen',
    },
  ],
  heat_rash: [
    {
      when: anyOf(
        'not_improving',
        DAYS(3),
        'looks_infected',
        'spreading_redness',
        'skin_lump_pus',
        'high_fever',
        allOf('fever', { ageUnder: 1 }),
      ),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source: 'NHS: Heat rash — see a GP if it does not improve after a few days, looks infected, or a baby with it has a temperature',
    },
  ],
  cold_sores: [
    {
      when: anyOf('immunosuppressed', { pregnant: true }, 'mouth_ulcers', 'not_improving', DAYS(10)),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source:
        'NHS: Cold sores — see a GP if it has not started to heal after 10 days, with sores in the mouth, when pregnant or with a weakened immune system; NICE CKS: Herpes simplex - oral',
    },
  ],
  cradle_cap: [
    {
      when: anyOf('itching', 'rash', 'looks_infected', 'spreading_redness', 'skin_lump_pus', 'skin_redness_warmth', 'not_improving'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_days',
      source: 'NHS: Cradle cap — see a GP if it spreads to the body, becomes red and swollen, bleeds or leaks fluid, or is itchy',
    },
  ],
  nappy_rash: [
    {
      when: anyOf('fever', 'high_fever', 'not_improving', DAYS(7), 'blisters', 'skin_lump_pus', 'looks_infected'),
      urgency: 'medium',
      careSetting: 'doctor',
      timeWindow: 'within_24h',
      source:
        'NHS: Nappy rash — see a GP or health visitor if it does not improve after a week, there are spots or blisters, or the baby has a fever; NICE CKS: Nappy rash',
    },
  ],
  bronchiolitis: [
    {
      when: anyOf('infant_poor_feeding', 'rapid_breathing', 'tachypnoea', 'fewer_wet_nappies', { ageUnder: 0.25 }),
      urgency: 'high',
      careSetting: 'urgent_care',
      timeWindow: 'within_hours',
      source:
        'NICE NG9: Bronchiolitis — refer if feeding falls to 50–75 % of usual, breathing is fast or the baby is under 3 months; NHS: Bronchiolitis (call 111 if feeding less than half, no wet nappy for 12 hours)',
    },
  ],
};

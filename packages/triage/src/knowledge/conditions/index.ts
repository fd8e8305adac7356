import type { Condition } from '../types';
import { allergySkinConditions } from './allergy-skin';
import { cardiovascularConditions } from './cardiovascular';
import { dentalOralConditions } from './dental-oral';
import { endocrineMetabolicConditions } from './endocrine-metabolic';
import { eyesEarsConditions } from './eyes-ears';
import { gastrointestinalConditions } from './gastrointestinal';
import { infantConditions } from './infants';
import { infectionConditions } from './infections';
import { mentalHealthToxicologyConditions } from './mental-health-toxicology';
import { musculoskeletalInjuryConditions } from './musculoskeletal-injury';
import { neurologicalConditions } from './neurological';
import { obstetricGynaecologicalConditions } from './obstetric-gynaecological';
import { renalUrologicalConditions } from './renal-urological';
import { respiratoryConditions } from './respiratory';

/** The whole knowledge base: one entry per id of CONDITIONS, grouped by body system in the files beside this one. */
export const CONDITION_ENTRIES: readonly Condition[] = [
  ...cardiovascularConditions,
  ...respiratoryConditions,
  ...neurologicalConditions,
  ...gastrointestinalConditions,
  ...renalUrologicalConditions,
  ...obstetricGynaecologicalConditions,
  ...infectionConditions,
  ...endocrineMetabolicConditions,
  ...allergySkinConditions,
  ...eyesEarsConditions,
  ...musculoskeletalInjuryConditions,
  ...mentalHealthToxicologyConditions,
  ...dentalOralConditions,
  ...infantConditions,
];

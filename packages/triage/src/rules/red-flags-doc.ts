import { describeCondition } from './conditions';
import { RED_FLAG_RULES, RED_FLAG_RULES_VERSION, type RedFlagRule } from './red-flags';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * RED-FLAGS.md: every red-flag rule as a clinician reads it — what fires it, the urgency floor, where to go and
 * the guidance it comes from. Generated from the rules, never edited by hand.
 */
export function renderRedFlagTable(rules: readonly RedFlagRule[] = RED_FLAG_RULES): string {
  const rows = rules.map(
    (rule) =>
      `| \`${rule.id}\` | ${cell(rule.label.en)} | ${cell(describeCondition(rule.when))} | ${rule.urgency} | ${rule.careSetting}, ${rule.timeWindow} | ${cell(rule.source)} |`,
  );
  return [
    '# Red-flag rules',
    '',
    `Rules version **${RED_FLAG_RULES_VERSION}** — generated from \`red-flags.ts\` by \`npm run docs:red-flags\`; a test fails when this file and the rules differ.`,
    '',
    'Each rule sets a floor on the urgency of an analysis: whatever the ranking of causes (or an external provider) says,',
    'the urgency is never lower than that of a rule that fired. Findings are read from the text in five languages',
    '(negated findings never count), from vital signs with age-specific thresholds (NICE NG143 for children, NEWS2 for adults)',
    "and from the person's details and follow-up answers. Parentheses group the parts of a condition.",
    '',
    '| Rule | Label shown (en) | Fires when | Urgency | Care, time window | Source |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

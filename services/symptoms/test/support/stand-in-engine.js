'use strict';
Object.defineProperty(exports, '__esModule', { value: true });
exports.standInEngine = void 0;
const triage_1 = require('@app/triage');
const CHEST = /(peito|chest).*(braço|arm)/i;
function flags(input) {
  return CHEST.test(input.text)
    ? {
        urgency: 'emergency',
        redFlags: [{ id: 'chest_pain_radiating', label: 'Chest pain radiating' }],
        careSetting: 'ambulance',
        timeWindow: 'now',
      }
    : { urgency: undefined, redFlags: [] };
}
exports.standInEngine = {
  version: 'stand-in',
  evaluateRedFlags: flags,
  analyze(input) {
    const f = flags(input);
    const locale = input.locale ?? 'pt-BR';
    const all = [...(0, triage_1.emergencyNumbers)(locale)];
    return {
      language: input.language,
      urgency: f.urgency ?? 'medium',
      possibleCauses: [{ name: 'X', likelihood: 0.5, evidence: ['a'] }],
      nextSteps: ['s'],
      recommendations: ['r'],
      summary: 'sum',
      disclaimer: 'disc',
      redFlags: f.redFlags,
      careSetting: f.careSetting ?? 'doctor',
      timeWindow: f.timeWindow ?? 'within_days',
      careAdvice: 'advice',
      emergencyNumber: { locale, primary: all[0], all },
      followUpQuestions: [{ id: 'q1', text: 'Q?', kind: 'yes_no' }],
      engineVersion: 'stand-in',
    };
  },
  disclaimer: () => 'disc',
  careAdvice: (_l, s, w, n) => `${s} ${w} ${n}`,
  emergencyNumbers: triage_1.emergencyNumbers,
};
//# sourceMappingURL=stand-in-engine.js.map

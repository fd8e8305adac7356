import type { EngineTexts } from './types';

export const en: EngineTexts = {
  disclaimer:
    'This analysis is for information only. It is not a medical diagnosis and does not replace a doctor. If you are worried, or if symptoms get worse, seek medical help.',
  careAdvice: (setting, window, number) => {
    const when = {
      now: 'now',
      within_hours: 'within the next few hours',
      within_24h: 'within 24 hours',
      within_days: 'within the next few days',
      self_care: '',
    }[window];
    const action = {
      ambulance: `Call an ambulance (${number}) ${when || 'now'}.`,
      emergency_department: `Go to an emergency department ${when || 'now'}; if you cannot get there safely, call ${number}.`,
      urgent_care: `Get urgent medical care ${when || 'today'} (urgent care centre, out-of-hours service or emergency department).`,
      doctor: `See a doctor ${when || 'within the next few days'}.`,
      pharmacy: `Ask a pharmacist for advice${when ? ` ${when}` : ''}; see a doctor if it does not improve.`,
      self_care: 'You can usually look after this at home; see a doctor if it gets worse or does not improve.',
    }[setting];
    return action.replace(/\s+([.;,)])/g, '$1');
  },
  urgencyHeadline: {
    emergency: 'This may be an emergency.',
    high: 'This needs urgent medical attention.',
    medium: 'This should be checked by a doctor.',
    low: 'This does not look urgent.',
  },
  leadingCause: (cause, evidence) => `It fits best with: ${cause}${evidence.length > 0 ? ` (based on ${evidence.join(', ')})` : ''}.`,
  warningSign: (label) => `Warning sign: ${label}.`,
  resemblesUrgent: 'No specific warning sign was recognised, but descriptions like yours often turn out to need care the same day.',
  nothingRecognised: 'We could not identify specific symptoms in your description.',
  describeMore:
    'Describe what you feel in a little more detail (where it hurts, since when, how strong it is, any fever), or talk to a health professional.',
  recommendations: {
    emergency: [
      'Do not drive yourself; stay with someone if you can.',
      'Do not eat or drink until you have been seen, unless told otherwise.',
      'Keep a list of your medicines at hand for the team.',
    ],
    high: [
      'If it gets worse before you are seen (trouble breathing, chest pain, confusion, fainting), call the emergency number.',
      'Do not stay alone; ask someone to go with you.',
    ],
    medium: [
      'Seek help sooner if you get new or worse symptoms, such as difficulty breathing, chest pain, confusion or a high fever that does not come down.',
      'Rest and drink enough fluids.',
    ],
    low: [
      'Rest, drink fluids and use simple pain relief if needed, following the leaflet.',
      'See a doctor if it does not improve within a few days, or sooner if you get worse or develop new symptoms.',
    ],
  },
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
};

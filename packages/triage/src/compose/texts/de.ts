import type { EngineTexts } from './types';

export const de: EngineTexts = {
  disclaimer:
    'Diese Analyse dient nur der Information. Sie ist keine ärztliche Diagnose und ersetzt keinen Arztbesuch. Wenn du besorgt bist oder die Beschwerden schlimmer werden, hol dir ärztliche Hilfe.',
  careAdvice: (setting, window, number) => {
    const when = {
      now: 'sofort',
      within_hours: 'in den nächsten Stunden',
      within_24h: 'innerhalb von 24 Stunden',
      within_days: 'in den nächsten Tagen',
      self_care: '',
    }[window];
    return {
      ambulance: `Ruf ${when || 'sofort'} den Rettungsdienst (${number}).`,
      emergency_department: `Geh ${when || 'sofort'} in eine Notaufnahme; wenn du nicht sicher hinkommst, ruf ${number}.`,
      urgent_care: `Hol dir ${when || 'heute'} dringend ärztliche Hilfe (Bereitschaftsdienst 116 117, Notfallpraxis oder Notaufnahme).`,
      doctor: `Geh ${when || 'in den nächsten Tagen'} zu einer Ärztin oder einem Arzt.`,
      pharmacy: `Lass dich ${when ? `${when} ` : ''}in der Apotheke beraten; geh zum Arzt, wenn es nicht besser wird.`,
      self_care: 'Das lässt sich meist zu Hause behandeln; geh zum Arzt, wenn es schlimmer oder nicht besser wird.',
    }[setting];
  },
  urgencyHeadline: {
    emergency: 'Das kann ein Notfall sein.',
    high: 'Das braucht dringend ärztliche Hilfe.',
    medium: 'Das sollte ärztlich abgeklärt werden.',
    low: 'Das wirkt nicht dringend.',
  },
  leadingCause: (cause, evidence) => `Am besten passt: ${cause}${evidence.length > 0 ? ` (wegen ${evidence.join(', ')})` : ''}.`,
  warningSign: (label) => `Warnzeichen: ${label}.`,
  resemblesUrgent:
    'Wir haben kein bestimmtes Warnzeichen erkannt, aber Beschreibungen wie deine brauchen oft noch am selben Tag ärztliche Hilfe.',
  nothingRecognised: 'Wir konnten in deiner Beschreibung keine bestimmten Beschwerden erkennen.',
  describeMore:
    'Beschreib etwas genauer, was du spürst (wo es wehtut, seit wann, wie stark, ob du Fieber hast), oder sprich mit medizinischem Fachpersonal.',
  recommendations: {
    emergency: [
      'Fahr nicht selbst; bleib möglichst nicht allein.',
      'Iss und trink nichts, bis du untersucht wurdest, außer man sagt dir etwas anderes.',
      'Halte eine Liste deiner Medikamente bereit.',
    ],
    high: [
      'Wenn es schlimmer wird, bevor du behandelt wirst (Atemnot, Brustschmerz, Verwirrtheit, Ohnmacht), ruf den Notruf.',
      'Bleib nicht allein; lass dich begleiten.',
    ],
    medium: [
      'Hol dir früher Hilfe, wenn neue oder stärkere Beschwerden auftreten, etwa Atemnot, Brustschmerz, Verwirrtheit oder hohes Fieber, das nicht sinkt.',
      'Ruh dich aus und trink ausreichend.',
    ],
    low: [
      'Ruh dich aus, trink ausreichend und nimm bei Bedarf ein einfaches Schmerzmittel nach Packungsbeilage.',
      'Geh zum Arzt, wenn es nach einigen Tagen nicht besser ist, oder früher, wenn es schlimmer wird oder neue Beschwerden dazukommen.',
    ],
  },
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`),
};

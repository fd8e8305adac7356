import type { EngineTexts } from './types';

export const de: EngineTexts = {
  disclaimer:
    'Diese Analyse dient nur der Information. Sie ist keine ärztliche Diagnose und ersetzt keinen Arztbesuch. Wenn Sie besorgt sind oder die Beschwerden schlimmer werden, holen Sie ärztliche Hilfe.',
  careAdvice: (setting, window, number) => {
    const when = {
      now: 'sofort',
      within_hours: 'in den nächsten Stunden',
      within_24h: 'innerhalb von 24 Stunden',
      within_days: 'in den nächsten Tagen',
      self_care: '',
    }[window];
    return {
      ambulance: `Rufen Sie ${when || 'sofort'} den Rettungsdienst (${number}).`,
      emergency_department: `Gehen Sie ${when || 'sofort'} in eine Notaufnahme; wenn Sie nicht sicher hinkommen, rufen Sie ${number}.`,
      urgent_care: `Holen Sie sich ${when || 'heute'} dringend ärztliche Hilfe (Bereitschaftsdienst 116 117, Notfallpraxis oder Notaufnahme).`,
      doctor: `Gehen Sie ${when || 'in den nächsten Tagen'} zu einer Ärztin oder einem Arzt.`,
      pharmacy: `Lassen Sie sich ${when ? `${when} ` : ''}in der Apotheke beraten; gehen Sie zum Arzt, wenn es nicht besser wird.`,
      self_care: 'Das lässt sich meist zu Hause behandeln; gehen Sie zum Arzt, wenn es schlimmer oder nicht besser wird.',
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
  nothingRecognised: 'Wir konnten in Ihrer Beschreibung keine bestimmten Beschwerden erkennen.',
  describeMore:
    'Beschreiben Sie etwas genauer, was Sie spüren (wo es wehtut, seit wann, wie stark, ob Sie Fieber haben), oder sprechen Sie mit medizinischem Fachpersonal.',
  recommendations: {
    emergency: [
      'Fahren Sie nicht selbst; bleiben Sie möglichst nicht allein.',
      'Essen und trinken Sie nichts, bis Sie untersucht wurden, außer man sagt Ihnen etwas anderes.',
      'Halten Sie eine Liste Ihrer Medikamente bereit.',
    ],
    high: [
      'Wenn es schlimmer wird, bevor Sie behandelt werden (Atemnot, Brustschmerz, Verwirrtheit, Ohnmacht), rufen Sie den Notruf.',
      'Bleiben Sie nicht allein; lassen Sie sich begleiten.',
    ],
    medium: [
      'Holen Sie früher Hilfe, wenn neue oder stärkere Beschwerden auftreten, etwa Atemnot, Brustschmerz, Verwirrtheit oder hohes Fieber, das nicht sinkt.',
      'Ruhen Sie sich aus und trinken Sie ausreichend.',
    ],
    low: [
      'Ruhen Sie sich aus, trinken Sie ausreichend und nehmen Sie bei Bedarf ein einfaches Schmerzmittel nach Packungsbeilage.',
      'Gehen Sie zum Arzt, wenn es nach einigen Tagen nicht besser ist, oder früher, wenn es schlimmer wird oder neue Beschwerden dazukommen.',
    ],
  },
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`),
};

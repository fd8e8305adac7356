import type { Language } from '@app/contracts';

/**
 * Contractions and chat shorthand, per language, as people type them without apostrophes ("dont", "jai",
 * "n consigo"). Apostrophe forms are split by `foldText` first ("don't" → "do not", "j'ai" → "j ai"), so both
 * reach the same words. Only forms that are not also ordinary words of the language are listed: German "im"
 * is "in dem", never "I am".
 */
export const CONTRACTIONS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    dont: 'do not', doesnt: 'does not', didnt: 'did not', cant: 'cannot', couldnt: 'could not', wont: 'will not',
    wouldnt: 'would not', shouldnt: 'should not', isnt: 'is not', arent: 'are not', wasnt: 'was not', werent: 'were not',
    havent: 'have not', hasnt: 'has not', hadnt: 'had not', aint: 'is not', im: 'i am', ive: 'i have', youre: 'you are',
    hes: 'he is', shes: 'she is', theyre: 'they are', thats: 'that is', theres: 'there is', whats: 'what is',
    u: 'you', ur: 'your', rn: 'right now', cuz: 'because', coz: 'because', bc: 'because', abt: 'about', thru: 'through',
    w: 'with', yrs: 'years', yr: 'year', hrs: 'hours', hr: 'hour', mins: 'minutes', min: 'minutes',
    wks: 'weeks', wk: 'week', mo: 'month', mos: 'months', yo: 'years old', bf: 'boyfriend', gf: 'girlfriend',
  },
  pt: {
    n: 'nao', naum: 'nao', vc: 'voce', vcs: 'voces', pra: 'para', pro: 'para o', pras: 'para as', pros: 'para os',
    ta: 'esta', to: 'estou', tou: 'estou', tava: 'estava', tb: 'tambem', tbm: 'tambem', q: 'que', pq: 'porque', mt: 'muito',
    mto: 'muito', mta: 'muita', hj: 'hoje', dum: 'de um', duma: 'de uma', dps: 'depois', qdo: 'quando', qnd: 'quando',
    cmg: 'comigo', msm: 'mesmo', td: 'tudo', tds: 'todos', ngm: 'ninguem', nd: 'nada', agr: 'agora', hrs: 'horas', min: 'minutos',
  },
  es: {
    q: 'que', k: 'que', xq: 'porque', pq: 'porque', porq: 'porque', tb: 'tambien', tmb: 'tambien', d: 'de', x: 'por',
    mnn: 'manana', toy: 'estoy', toi: 'estoy', ta: 'esta', pa: 'para', pal: 'para el', hrs: 'horas', min: 'minutos',
    tmp: 'tampoco', bn: 'bien', dsd: 'desde',
  },
  de: {
    nich: 'nicht', net: 'nicht', ned: 'nicht', nix: 'nichts', hab: 'habe', is: 'ist', isses: 'ist es', gehts: 'geht es',
    kanns: 'kann es', gibts: 'gibt es', hats: 'hat es', wars: 'war es', ists: 'ist es', grad: 'gerade', bissl: 'bisschen',
    bisserl: 'bisschen', n: 'ein', nen: 'einen', ne: 'eine', nem: 'einem', ner: 'einer', std: 'stunden', min: 'minuten',
    bzw: 'beziehungsweise', mgl: 'moglich', ca: 'circa',
  },
  fr: {
    jai: 'j ai', javais: 'j avais', jaurais: 'j aurais', jetais: 'j etais', jarrive: 'j arrive', jarrivais: 'j arrivais',
    jen: 'j en', jy: 'j y', jme: 'je me', jsuis: 'je suis', chui: 'je suis', chuis: 'je suis', jpeux: 'je peux',
    jveux: 'je veux', jsais: 'je sais', jsens: 'je sens', jvois: 'je vois', jvais: 'je vais', jcrois: 'je crois',
    cest: 'c est', cetait: 'c etait', quil: 'qu il', narrive: 'n arrive', narrivent: 'n arrivent',
    nai: 'n ai', navais: 'n avais', nest: 'n est', netait: 'n etait', ya: 'il y a', yavait: 'il y avait', pk: 'pourquoi',
    pq: 'pourquoi', bcp: 'beaucoup', tjrs: 'toujours', tjs: 'toujours', ptit: 'petit', ptite: 'petite', mm: 'meme',
    // Elisions typed without the apostrophe, for the body words people name that way.
    loreille: 'l oreille', loeil: 'l oeil', lestomac: 'l estomac', lepaule: 'l epaule', labdomen: 'l abdomen', lanus: 'l anus',
    lhanche: 'l hanche', lintestin: 'l intestin', luterus: 'l uterus', larticulation: 'l articulation', leau: 'l eau',
    qd: 'quand', qq: 'quelque', dla: 'de la', hr: 'heure', hrs: 'heures', min: 'minutes', ds: 'dans', tt: 'tout',
  },
};

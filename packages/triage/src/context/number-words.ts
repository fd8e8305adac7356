import type { Language } from '@app/contracts';

/** Small numbers written as words ("two days", "há uma semana", "seit drei Tagen"), and "a"/"an" as one. */
export const NUMBER_WORDS: Readonly<Record<Language, Readonly<Record<string, number>>>> = {
  en: { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, couple: 2, few: 3, several: 3 },
  pt: { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, onze: 11, doze: 12, alguns: 3, algumas: 3, uns: 3, umas: 3 },
  es: { un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, unos: 3, unas: 3, varios: 3, varias: 3 },
  de: { ein: 1, eine: 1, einem: 1, einer: 1, einen: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwolf: 12, paar: 3, einigen: 3, mehreren: 3 },
  fr: { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, quelques: 3, plusieurs: 3 },
};

/** A regex alternative for a number in digits or in this language's words. */
export function numberPattern(language: Language): string {
  return `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS[language]).join('|')})`;
}

export function readNumber(text: string, language: Language): number {
  return NUMBER_WORDS[language][text] ?? Number(text);
}

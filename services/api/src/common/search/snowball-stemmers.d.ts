/** snowball-stemmers 0.6 ships no types: the part of its CommonJS API common/search uses. */
declare module 'snowball-stemmers' {
  export interface Stemmer {
    stem(word: string): string;
  }
  export function newStemmer(algorithm: string): Stemmer;
  export function algorithms(): string[];
}

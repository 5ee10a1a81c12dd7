/** Empty → 0; anything else as typed (a non-number reaches the server, which says so). */
export const num = (text: string): number => (text.trim() === '' ? 0 : Number(text));

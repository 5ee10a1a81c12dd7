/** Digits with the usual separators, optionally after a leading +. */
const PHONE_TEXT = /^\+?[\d\s().-]+$/;
const MAX_TEXT_LENGTH = 32;

/**
 * A phone number in the form it is stored, or undefined when it is not one. Russian
 * numbers: digits only, a leading 8 becomes 7, ten digits get 7 in front, so
 * `8 (916) 123-45-67` → `+79161234567`. Other countries: E.164, 10 to 15 digits.
 */
export function normalizePhone(input: string): string | undefined {
  const text = input.trim();
  if (text.length > MAX_TEXT_LENGTH || !PHONE_TEXT.test(text)) return undefined;
  let digits = text.replace(/\D/g, '');
  if (!text.startsWith('+')) {
    if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
    else if (digits.length === 10) digits = `7${digits}`;
  }
  if (digits.startsWith('7')) return digits.length === 11 ? `+${digits}` : undefined;
  const international = digits.length >= 10 && digits.length <= 15 && !digits.startsWith('0');
  return international ? `+${digits}` : undefined;
}

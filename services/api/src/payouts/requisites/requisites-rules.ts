/**
 * The checks of payout requisites, as pure functions: each answers the message key of what
 * is wrong, or null. Authors of both types are individuals, so a tax number has 12 digits.
 */

export type InnProblem = 'payouts.inn.format' | 'payouts.inn.company' | 'payouts.inn.checksum';
export type BicProblem = 'payouts.bic.format';
export type AccountProblem =
  'payouts.account.format' | 'payouts.account.correspondent' | 'payouts.account.checksum';
export type WalletProblem = 'payouts.wallet.format';

const INN_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const ACCOUNT_WEIGHTS = [7, 1, 3] as const;

const digitsOf = (value: string): number[] => [...value].map(Number);

/** (Σ digit × weight) mod 11 mod 10: a check digit of an INN. */
function innCheckDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  return (sum % 11) % 10;
}

/** An individual's INN: 12 digits whose 11th and 12th are the check digits of the others. */
export function innProblem(inn: string): InnProblem | null {
  if (/^\d{10}$/.test(inn)) return 'payouts.inn.company';
  if (!/^\d{12}$/.test(inn)) return 'payouts.inn.format';
  const digits = digitsOf(inn);
  const valid =
    innCheckDigit(digits, INN_WEIGHTS_11) === digits[10] &&
    innCheckDigit(digits, INN_WEIGHTS_12) === digits[11];
  return valid ? null : 'payouts.inn.checksum';
}

/** A Russian bank's BIC: 9 digits starting with 04 (the country code). */
export function bicProblem(bic: string): BicProblem | null {
  return /^04\d{7}$/.test(bic) ? null : 'payouts.bic.format';
}

/**
 * An account at the bank of `bic`: 20 digits, not a correspondent account (30101…), and
 * the control key right: the BIC's last three digits followed by the account, weighted
 * 7, 1, 3 repeated, sum to a multiple of 10. The key is checked only with a valid BIC.
 */
export function accountProblem(account: string, bic: string): AccountProblem | null {
  if (!/^\d{20}$/.test(account)) return 'payouts.account.format';
  if (account.startsWith('30101')) return 'payouts.account.correspondent';
  if (bicProblem(bic) !== null) return null;
  const digits = digitsOf(`${bic.slice(-3)}${account}`);
  const sum = digits.reduce(
    (total, digit, i) => total + ((digit * (ACCOUNT_WEIGHTS[i % 3] ?? 0)) % 10),
    0,
  );
  return sum % 10 === 0 ? null : 'payouts.account.checksum';
}

/** A YooMoney wallet number: 11 to 20 digits starting with 41001. */
export function walletProblem(wallet: string): WalletProblem | null {
  return /^41001\d{6,15}$/.test(wallet) ? null : 'payouts.wallet.format';
}

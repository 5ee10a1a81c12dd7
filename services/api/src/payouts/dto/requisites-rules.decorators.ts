import { ValidateBy, type ValidationArguments } from 'class-validator';
import type { MessageKey } from '../../i18n/messages';
import {
  accountProblem,
  bicProblem,
  innProblem,
  walletProblem,
} from '../requisites/requisites-rules';

type Check = (value: string, body: Readonly<Record<string, unknown>>) => MessageKey | null;

/**
 * One rule per message: the field fails `name` only when `check` reports `rule`, so a
 * value gets the one message that says what is wrong with it. Non-strings pass (IsString
 * reports them).
 */
function problemRule(name: string, rule: MessageKey, check: Check): PropertyDecorator {
  return ValidateBy(
    {
      name,
      validator: {
        defaultMessage: () => `$property: ${rule}`,
        validate: (value: unknown, args?: ValidationArguments) =>
          typeof value !== 'string' ||
          check(value, (args?.object ?? {}) as Readonly<Record<string, unknown>>) !== rule,
      },
    },
    { context: { rule } },
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** An individual's INN: 12 digits, not a company's 10, both check digits right. */
export function IsIndividualInn(): PropertyDecorator {
  const decorators = [
    problemRule('innFormat', 'payouts.inn.format', innProblem),
    problemRule('innCompany', 'payouts.inn.company', innProblem),
    problemRule('innChecksum', 'payouts.inn.checksum', innProblem),
  ];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

export function IsBic(): PropertyDecorator {
  return problemRule('bicFormat', 'payouts.bic.format', bicProblem);
}

/** 20 digits, no correspondent account, the control key right with the body's `bic`. */
export function IsPayoutAccount(): PropertyDecorator {
  const check: Check = (value, body) => accountProblem(value, text(body.bic));
  const decorators = [
    problemRule('accountFormat', 'payouts.account.format', check),
    problemRule('accountCorrespondent', 'payouts.account.correspondent', check),
    problemRule('accountChecksum', 'payouts.account.checksum', check),
  ];
  return (target, property) => decorators.forEach((decorate) => decorate(target, property));
}

export function IsYooMoneyWallet(): PropertyDecorator {
  return problemRule('walletFormat', 'payouts.wallet.format', walletProblem);
}

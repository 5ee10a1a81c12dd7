import { PayoutRequisitesType, type PayoutRequisitesInput } from '@tutor/contracts';

/** What the requisites form holds: the API's fields, all as typed text but the type. */
export interface RequisitesDraft {
  type: PayoutRequisitesType;
  name: string;
  inn: string;
  bic: string;
  account: string;
  wallet: string;
}

export function draftOf(saved: PayoutRequisitesInput | null): RequisitesDraft {
  return {
    type: saved?.type ?? PayoutRequisitesType.SelfEmployed,
    name: saved?.name ?? '',
    inn: saved?.inn ?? '',
    bic: saved?.bic ?? '',
    account: saved?.account ?? '',
    wallet: saved?.wallet ?? '',
  };
}

/** The PUT body: a wallet only for the self-employed, whom the provider pays to one. */
export function inputOf(draft: RequisitesDraft): PayoutRequisitesInput {
  const selfEmployed = draft.type === PayoutRequisitesType.SelfEmployed;
  return { ...draft, wallet: selfEmployed ? draft.wallet : null };
}

/** Whether the form differs from what is saved (the wallet counts for the self-employed). */
export function isDirty(draft: RequisitesDraft, saved: PayoutRequisitesInput | null): boolean {
  const now = inputOf(draft);
  const before = inputOf(draftOf(saved));
  return (Object.keys(now) as (keyof PayoutRequisitesInput)[]).some(
    (key) => now[key] !== before[key],
  );
}

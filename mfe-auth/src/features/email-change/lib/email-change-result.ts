/**
 * What opening the mailed link did: the API redirects its owner signed in to
 * /settings?email_change=<result>; anyone else goes to /login?message=email_change.<result>,
 * which the login page shows (features/login/lib/page-data.ts).
 */
export const EMAIL_CHANGE_RESULTS = ['done', 'expired', 'invalid', 'taken'] as const;
export type EmailChangeResult = (typeof EMAIL_CHANGE_RESULTS)[number];

export const EMAIL_CHANGE_PARAM = 'email_change';

/** The result in the page's address, if any. */
export function readEmailChangeResult(search: string): EmailChangeResult | null {
  const value = new URLSearchParams(search).get(EMAIL_CHANGE_PARAM);
  return EMAIL_CHANGE_RESULTS.find((result) => result === value) ?? null;
}

/** Drops the result from the address, so a reload does not show it again. */
export function forgetEmailChangeResult(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(EMAIL_CHANGE_PARAM)) return;
  url.searchParams.delete(EMAIL_CHANGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** What opening the verification link did: the API redirects to /settings?email_verification=<result>. */
export const EMAIL_VERIFICATION_RESULTS = ['done', 'expired', 'invalid'] as const;
export type EmailVerificationResult = (typeof EMAIL_VERIFICATION_RESULTS)[number];

export const EMAIL_VERIFICATION_PARAM = 'email_verification';

/** The result in the page's address, if any. */
export function readEmailVerificationResult(search: string): EmailVerificationResult | null {
  const value = new URLSearchParams(search).get(EMAIL_VERIFICATION_PARAM);
  return EMAIL_VERIFICATION_RESULTS.find((result) => result === value) ?? null;
}

/** Drops the result from the address, so a reload does not show it again. */
export function forgetEmailVerificationResult(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(EMAIL_VERIFICATION_PARAM)) return;
  url.searchParams.delete(EMAIL_VERIFICATION_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

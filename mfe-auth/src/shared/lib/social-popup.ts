import type { SocialPopupResult } from '@tutor/contracts';
import { followRedirect } from './follow-redirect';

/** Reads what a callback page posted: one JSON string holding oauth, redirect or message. */
export function parsePopupResult(data: unknown): SocialPopupResult | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    if ('redirect' in value && typeof value.redirect === 'string')
      return { redirect: value.redirect };
    if ('oauth' in value && typeof value.oauth === 'object' && value.oauth !== null) {
      return value as SocialPopupResult;
    }
    if ('message' in value && typeof value.message === 'string') return value as SocialPopupResult;
    return null;
  } catch {
    return null;
  }
}

/**
 * Opens the provider in a popup and hands its one answer to `onResult`. Only a message
 * from this page's origin and from this very popup counts. A blocked popup falls back to
 * the full-page flow, which comes back to /login with the result in the address.
 */
export function openSocialPopup(
  path: string,
  onResult: (result: SocialPopupResult) => void,
): () => void {
  const popup = window.open(path, 'social-sign-in', 'popup,width=600,height=720');
  if (!popup) {
    const separator = path.includes('?') ? '&' : '?';
    followRedirect(`${path}${separator}display=page`);
    return () => undefined;
  }
  const listen = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== popup) return;
    const result = parsePopupResult(event.data);
    if (!result) return;
    window.removeEventListener('message', listen);
    onResult(result);
  };
  window.addEventListener('message', listen);
  return () => window.removeEventListener('message', listen);
}

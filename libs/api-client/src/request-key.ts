/**
 * A fresh key naming one action the page sends (a new comment): sent again with the same
 * key, the API does it once. A UUID where the browser makes them (secure contexts), else
 * 32 random hex digits.
 */
export function createRequestKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Told by a block that ended sessions (a password change), so the sessions list reloads. */
const SESSIONS_CHANGED = 'tutor:account-sessions-changed';

export function announceSessionsChanged(): void {
  window.dispatchEvent(new Event(SESSIONS_CHANGED));
}

export function onSessionsChanged(listener: () => void): () => void {
  window.addEventListener(SESSIONS_CHANGED, listener);
  return () => window.removeEventListener(SESSIONS_CHANGED, listener);
}

/** REMOTE_LOAD_TIMEOUT_MS when the registry does not say (the API's default). */
export const DEFAULT_LOAD_TIMEOUT_MS = 8000;

let loadTimeoutMs = DEFAULT_LOAD_TIMEOUT_MS;

/** How long a remote module may take to load, retries included, before its fallback. */
export function setLoadTimeout(ms: number): void {
  loadTimeoutMs = ms;
}

export function loadTimeout(): number {
  return loadTimeoutMs;
}

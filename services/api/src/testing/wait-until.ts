/**
 * Resolves with `probe`'s value once `done` holds for it (polled every 10 ms), or rejects
 * after `timeoutMs` naming `what` and the last value seen.
 */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T> | T,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`${what} did not happen in ${timeoutMs} ms; last: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

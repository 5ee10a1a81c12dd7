/** A JSON object of a provider's answer, read field by field. */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object a provider answered; anything else is the provider's failure. */
export function jsonObject(value: unknown, what: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`${what} is not a JSON object`);
  return value;
}

/** A provider's endpoints get this long to answer. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Fetches a provider's JSON answer; a status other than 2xx or a non-JSON body throws. */
export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${new URL(url).origin} answered HTTP ${res.status}`);
  return JSON.parse(body) as unknown;
}

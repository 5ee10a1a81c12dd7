/** A file of a remote as the checks read it: its status, CORS header and bytes. */
export interface FetchedFile {
  url: string;
  status: number;
  allowOrigin: string | null;
  bytes: Buffer;
}

/** Why a file could not be read at all. */
export interface FetchFailure {
  code: 'timeout' | 'unreachable' | 'too_large';
  params: Record<string, string>;
}

export interface FetchOptions {
  /** Sent as Origin, so the answer shows its CORS for the app. */
  origin: string;
  timeoutMs: number;
  maxBytes: number;
}

const reasonOf = (error: unknown): string =>
  error instanceof Error
    ? error.cause instanceof Error
      ? error.cause.message
      : error.message
    : String(error);

/** GETs `url` as a browser on the app's origin would; a failure says why. */
export async function fetchFile(
  url: string,
  options: FetchOptions,
): Promise<FetchedFile | FetchFailure> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: { Origin: options.origin, Accept: 'application/json, text/javascript, */*;q=0.1' },
    });
    const bytes = await readCapped(response, options.maxBytes);
    if (bytes === undefined) {
      return { code: 'too_large', params: { url, megabytes: String(options.maxBytes / 2 ** 20) } };
    }
    const allowOrigin = response.headers.get('access-control-allow-origin');
    return { url, status: response.status, allowOrigin, bytes };
  } catch (error) {
    if (signal.aborted) {
      return { code: 'timeout', params: { url, seconds: String(options.timeoutMs / 1000) } };
    }
    return { code: 'unreachable', params: { url, reason: reasonOf(error) } };
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer | undefined> {
  if (response.body === null) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    // leaving the loop cancels the rest of the body
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function isFetched<T extends object>(result: FetchedFile | T): result is FetchedFile {
  return 'bytes' in result;
}

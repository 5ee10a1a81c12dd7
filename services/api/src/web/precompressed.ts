import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { cacheControlFor } from './cache-control';

/** What the build precompresses (.config/rspack/precompress-plugin.ts). */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.html']);

/** The encodings the build writes, the better first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The file under `root` a request path names, or undefined when it would leave `root`. */
function fileUnder(root: string, path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = normalize(join(root, decoded));
  return file.startsWith(root + sep) ? file : undefined;
}

/**
 * Sends `file`'s precompressed copy in the best encoding the browser accepts, with the
 * original's type and caching, and answers true; false (nothing sent) when there is none.
 * Every answer of a compressible file varies by Accept-Encoding.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  headers: Record<string, string> = {},
  onError: (error: unknown) => void = () => undefined,
): boolean {
  if (!COMPRESSIBLE.has(extname(file))) return false;
  res.vary('Accept-Encoding');
  // the smallest the browser takes at all (browsers list gzip before br, both at q=1)
  const encoding = ENCODINGS.find(({ name }) => req.acceptsEncodings(name) === name);
  if (encoding === undefined || !existsSync(file + encoding.suffix)) return false;
  res.type(extname(file));
  res.setHeader('Content-Encoding', encoding.name);
  res.sendFile(
    file + encoding.suffix,
    {
      cacheControl: false,
      dotfiles: 'deny',
      headers: { 'Cache-Control': cacheControlFor(file), ...headers },
    },
    (error) => {
      if (error !== undefined) onError(error);
    },
  );
  return true;
}

/**
 * Before express.static of `root`: the precompressed copy of a requested file, if any (a
 * folder's path names its `index`, when given).
 */
export function precompressed(root: string, index?: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = index !== undefined && req.path.endsWith('/') ? req.path + index : req.path;
    const file = fileUnder(root, path);
    if (file === undefined || !sendPrecompressed(req, res, file, {}, next)) next();
  };
}

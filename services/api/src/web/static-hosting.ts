import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_REMOTE_NAMES } from '@tutor/contracts';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { cacheControlFor } from './cache-control';
import { precompressed } from './precompressed';
import { remoteContractPackage } from './remotes/remote-contract-package';
import { ShellPage, type PageSources } from './shell-page';

const STATIC_OPTIONS = {
  cacheControl: false,
  dotfiles: 'ignore',
  redirect: false,
  setHeaders: (res: Response, filePath: string) =>
    res.setHeader('Cache-Control', cacheControlFor(filePath)),
} as const;

/** Paths the server owns: never answered by the shell. */
function isServerPath(path: string): boolean {
  return ['/api', '/remotes'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function isRead(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

function notBuilt(res: Response, what: string, folder: string): void {
  res
    .status(503)
    .type('text/plain')
    .set('Cache-Control', 'no-store')
    .send(
      `The ${what} is not built (${folder} is missing). Run \`npm run build\` in the repository root, then reload.\n`,
    );
}

/** A remote's files may be loaded by a shell on another origin (helmet says same-origin). */
const loadableAnywhere: RequestHandler = (_req, res, next) => {
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  next();
};

/** /remotes/<name>/… from <webRoot>/mfe-<name>/dist, for the remotes built in this repository. */
function remotesRouter(webRoot: string): Router {
  const router = Router();
  for (const name of BUILT_IN_REMOTE_NAMES) {
    const folder = `mfe-${name}/dist`;
    const dist = join(webRoot, folder);
    const requireBuilt: RequestHandler = (req, res, next) => {
      if (isRead(req) && !existsSync(dist)) notBuilt(res, `remote "${name}"`, folder);
      else next();
    };
    router.use(
      `/remotes/${name}`,
      requireBuilt,
      loadableAnywhere,
      precompressed(dist),
      express.static(dist, { ...STATIC_OPTIONS, index: false }),
    );
  }
  return router;
}

/** A browser navigating to a client route (history mode) gets the shell's index.html. */
function wantsShell(req: Request): boolean {
  if (!isRead(req) || isServerPath(req.path)) return false;
  return req.path === '/' || (req.headers.accept ?? '').includes('text/html');
}

/** The page itself, whichever way it is asked for: built per request (shell-page.ts). */
function isShellPage(req: Request): boolean {
  return isRead(req) && (req.path === '/' || req.path === '/index.html');
}

/**
 * Serves the built web apps; runs after the API routes, only for requests none matched:
 * the shell's files at /, the remotes at /remotes/<name>/, then the history fallback, which
 * answers the shell's page with the registry injected and the area's preload hints (with
 * 404 on a path neither the shell nor a registry entry owns).
 */
export function webHosting(webRoot: string, sources: PageSources): RequestHandler[] {
  const shellFolder = 'shell/dist';
  const shellDist = join(webRoot, shellFolder);
  const index = join(shellDist, 'index.html');
  const page = new ShellPage(shellDist, sources).handler();
  const shellCopies = precompressed(shellDist);
  const shellFiles = express.static(shellDist, { ...STATIC_OPTIONS, index: false });
  const serveShellFiles: RequestHandler = (req, res, next) => {
    if (isServerPath(req.path) || isShellPage(req)) next();
    else
      void shellCopies(req, res, () => {
        void shellFiles(req, res, next);
      });
  };
  const historyFallback: RequestHandler = (req, res, next) => {
    if (!wantsShell(req) && !isShellPage(req)) return next();
    if (!existsSync(index)) return notBuilt(res, 'web shell', shellFolder);
    res.vary('Accept');
    page(req, res, next);
  };
  return [remoteContractPackage(webRoot), remotesRouter(webRoot), serveShellFiles, historyFallback];
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type Response } from 'express';
import { IMMUTABLE, NO_CACHE } from '../cache-control';

export const REMOTE_CONTRACT_PATH = '/remote-contract';
/** Where `npm run build` packs @tutor/remote-contract (libs/remote-contract/scripts/pack.mjs). */
export const PACKED_FOLDER = 'libs/remote-contract/packed';

/** `tutor-session-2.0.0.tgz`: a released version, never rebuilt under the same name. */
const VERSIONED = /-\d+\.\d+\.\d+(-[0-9a-z.-]+)?\.tgz$/i;
const TARBALL = /^\/[a-z0-9-]+(-\d+\.\d+\.\d+(-[0-9a-z.-]+)?)?\.tgz$/i;

function cacheFor(name: string): string {
  return VERSIONED.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * /remote-contract/<name>.tgz (the latest) and /remote-contract/<name>-<version>.tgz: the
 * contract package and the typings of the shell's libs, for `npm install <url>` by teams
 * that build remotes elsewhere; index.json lists them.
 */
export function remoteContractPackage(webRoot: string): Router {
  const folder = join(webRoot, PACKED_FOLDER);
  const files = express.static(folder, {
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    setHeaders: (res: Response, path: string) => {
      res.setHeader('Cache-Control', cacheFor(path));
      if (path.endsWith('.tgz')) res.setHeader('Content-Type', 'application/gzip');
    },
  });
  const router = Router();
  router.use(REMOTE_CONTRACT_PATH, (req, res) => {
    const listed = req.path === '/index.json' || TARBALL.test(req.path);
    if (!listed || !['GET', 'HEAD'].includes(req.method)) {
      res.status(404).type('text/plain').set('Cache-Control', NO_CACHE).send('Not found\n');
      return;
    }
    if (!existsSync(folder)) {
      res
        .status(503)
        .type('text/plain')
        .set('Cache-Control', 'no-store')
        .send(`The contract package is not packed (${PACKED_FOLDER}): run \`npm run build\`.\n`);
      return;
    }
    void files(req, res, () => {
      res.status(404).type('text/plain').set('Cache-Control', NO_CACHE).send('Not found\n');
    });
  });
  return router;
}

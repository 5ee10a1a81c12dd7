import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { VIDEO_EMBED_ORIGINS } from '@tutor/contracts';
import helmet from 'helmet';
import { devRemoteOrigins, devSockets } from './dev-remote-origins';
import { registryCors } from './registry-cors';
import type { RemotesRegistryService } from './remotes-registry.service';

/**
 * Security headers and CORS. The remotes' origins come from the registry of the moment:
 * per remote, the origin of its entry and of its manifest's publicPath (a manifest on one
 * host may serve its chunks from a CDN), so the CSP lets the shell load remotes from
 * wherever the operator points it. JSON
 * answers get a fixed, closed CSP: building the documents' one on every API request cost
 * a registry look-up and a header of a few hundred bytes.
 */
export function securityHandlers(
  registry: RemotesRegistryService,
  appUrl: string,
): RequestHandler[] {
  const originsOf = new WeakMap<IncomingMessage, readonly string[]>();
  const dev = devRemoteOrigins();
  const allowed = (req: IncomingMessage): readonly string[] => [
    ...(originsOf.get(req) ?? []),
    ...dev,
  ];
  const remoteSources = (req: IncomingMessage): string => allowed(req).join(' ');

  const loadOrigins: RequestHandler = (req, _res, next) => {
    registry.origins().then((origins) => {
      originsOf.set(req, origins);
      next();
    }, next);
  };

  const headers = helmet({
    // the social sign-in popup must keep window.opener (helmet's same-origin severs it)
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        scriptSrc: ["'self'", remoteSources],
        connectSrc: ["'self'", remoteSources, ...devSockets(dev)],
        styleSrc: ["'self'", "'unsafe-inline'", remoteSources],
        imgSrc: ["'self'", 'data:', remoteSources],
        fontSrc: ["'self'", 'data:', remoteSources],
        // video answers embed the platforms' players; a recorded answer plays from a blob
        frameSrc: ["'self'", ...VIDEO_EMBED_ORIGINS],
        mediaSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: appUrl.startsWith('https:') ? [] : null,
      },
    },
  });

  // A JSON answer is no document: no sources to allow, nothing to frame it.
  const jsonHeaders = fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    }),
  );

  const byAnswer: RequestHandler = (req, res, next) => {
    if (!isJsonApi(req.path)) {
      headers(req, res, next);
      return;
    }
    // the registry's origins matter only to a cross-origin caller's CORS
    if (req.headers.origin === undefined) jsonHeaders(req, res, next);
    else loadOrigins(req, res, () => jsonHeaders(req, res, next));
  };
  const withOrigins: RequestHandler = (req, res, next) => {
    if (isJsonApi(req.path)) next();
    else loadOrigins(req, res, next);
  };

  return [withOrigins, byAnswer, registryCors(allowed)];
}

/**
 * The headers a helmet configuration without per-request parts sets, read once and then
 * set in one step: helmet runs a dozen middlewares per answer.
 */
function fixedHeaders(headersOf: ReturnType<typeof helmet>): RequestHandler {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  headersOf({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The API's JSON routes (the docs page under /api/docs is a document). */
function isJsonApi(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
}

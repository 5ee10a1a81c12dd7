import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { VIDEO_EMBED_ORIGINS } from '@tutor/contracts';
import helmet from 'helmet';
import { devRemoteOrigins, devSockets } from './remotes/dev-remote-origins';
import { remoteFilesCors } from './remotes/registry-cors';
import { viewerOf, type RemotesRegistryService } from './remotes/remotes-registry.service';

type Sources = (req: IncomingMessage) => string;

/** The documents' CSP: the shell and the remotes' origins (`remoteSources`), nothing else. */
function documentPolicy(remoteSources: Sources, appUrl: string) {
  const dev = devRemoteOrigins();
  return {
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
  };
}

/** Per request, the origins its CSP or CORS allows (a remote's dev server's too, see there). */
function originsPerRequest() {
  const originsOf = new WeakMap<IncomingMessage, readonly string[]>();
  const dev = devRemoteOrigins();
  const allowed = (req: IncomingMessage): readonly string[] => [
    ...(originsOf.get(req) ?? []),
    ...dev,
  ];
  return {
    allowed,
    sources: (req: IncomingMessage): string => allowed(req).join(' '),
    set: (req: IncomingMessage, origins: readonly string[]) => originsOf.set(req, origins),
  };
}

/**
 * Security headers and CORS, before the session is read. The remotes' origins come from
 * the registry everyone is served: per remote, the origin of its entry and of its
 * manifest's publicPath (a manifest on one host may serve its chunks from a CDN), so the
 * CSP lets the shell load remotes from wherever the operator points it; a person shown a
 * canary or a preview gets that version's origins from viewerContentSecurity(). CORS
 * covers what another origin may need of this server's remotes (their manifests and
 * chunks under /remotes/), never the API: remotes run in the shell's page, so their API
 * calls are same-origin. JSON answers get a fixed, closed CSP.
 */
export function securityHandlers(
  registry: RemotesRegistryService,
  appUrl: string,
): RequestHandler[] {
  const origins = originsPerRequest();
  const loadOrigins: RequestHandler = (req, _res, next) => {
    registry.origins().then((found) => {
      origins.set(req, found);
      next();
    }, next);
  };
  const headers = helmet({
    // the social sign-in popup must keep window.opener (helmet's same-origin severs it)
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    contentSecurityPolicy: documentPolicy(origins.sources, appUrl),
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
    if (isJsonApi(req.path)) jsonHeaders(req, res, next);
    else loadOrigins(req, res, () => headers(req, res, next));
  };
  return [byAnswer, remoteFilesCors(origins.allowed)];
}

/**
 * After the session is read: a document for a person shown a canary or a preview gets
 * the CSP of the registry version that person is served.
 */
export function viewerContentSecurity(
  registry: RemotesRegistryService,
  appUrl: string,
): RequestHandler {
  const origins = originsPerRequest();
  const policy = helmet.contentSecurityPolicy(documentPolicy(origins.sources, appUrl));
  return (req, res, next) => {
    const viewer = viewerOf(req);
    if (isJsonApi(req.path) || !registry.showsCandidateTo(viewer)) return next();
    registry.origins(viewer).then((found) => {
      origins.set(req, found);
      policy(req, res, next);
    }, next);
  };
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

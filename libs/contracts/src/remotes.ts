/**
 * The remotes the shell knows by name, and the URL areas each one owns. The shell loads
 * a remote only when the browser enters one of its areas; where a remote's code lives is
 * not here but in the run-time registry (/remotes.json).
 */
export const REMOTE_AREAS = {
  auth: ['/login', '/password/reset'],
  tasks: ['/tasks', '/works', '/students'],
  marketplace: ['/marketplace'],
  journal: ['/journal', '/payouts'],
} as const;
export type RemoteName = keyof typeof REMOTE_AREAS;
export const REMOTE_NAMES = Object.keys(REMOTE_AREAS) as RemoteName[];

/** `{ "auth": "<url>/mf-manifest.json", ... }` served at /remotes.json. */
export type RemotesRegistry = Partial<Record<RemoteName, string>>;

export function remoteForPath(pathname: string): RemoteName | undefined {
  return REMOTE_NAMES.find((name) =>
    REMOTE_AREAS[name].some((area) => pathname === area || pathname.startsWith(`${area}/`)),
  );
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as string[]).includes(value);
}

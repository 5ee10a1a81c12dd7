// The plain-SPA twin of the federation runtime: the same shell code, but each remote's
// routes are an ordinary lazy chunk of one build. Used only by `npm run bench:web`.
const remotes: Record<string, () => Promise<unknown>> = {
  'auth/routes': () => import('auth/routes'),
  'tasks/routes': () => import('tasks/routes'),
  'marketplace/routes': () => import('marketplace/routes'),
  'journal/routes': () => import('journal/routes'),
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = remotes[id];
  return load ? ((await load()) as T) : null;
}

export function registerRemotes(): void {}
export function registerPlugins(): void {}
export function registerGlobalPlugins(): void {}

/** One build shares nothing, so every version it has is the one asked for. */
export function satisfy(): boolean {
  return true;
}

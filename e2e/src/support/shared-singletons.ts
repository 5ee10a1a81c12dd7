import type { Page } from 'playwright-core';

/** A string each singleton's own code holds, whatever minifier ran over it. */
export const SINGLETON_SIGNATURES: Readonly<Record<string, string>> = {
  react: 'react.transitional.element',
  'react-dom': '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  'react-router': 'may be used only in the context of a <Router>',
  '@tanstack/react-query': 'No QueryClient set',
  zustand: 'useSyncExternalStore',
  i18next: 'hasLoadedNamespace: i18next was not initialized',
};

/** The scripts the page loaded from `origin`. */
function scriptsFrom(page: Page, origin: string): Promise<string[]> {
  return page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${from}/`) && /\.m?js(\?|$)/.test(url)),
    origin,
  );
}

/** The singletons whose code came in a script from `origin`: none, for a remote that shares. */
export async function singletonCodeIn(page: Page, origin: string): Promise<string[]> {
  const urls = await scriptsFrom(page, origin);
  if (urls.length === 0) throw new Error(`The page loaded no script from ${origin}`);
  const found = new Set<string>();
  for (const url of urls) {
    const code = await (await fetch(url)).text();
    for (const [name, signature] of Object.entries(SINGLETON_SIGNATURES)) {
      if (code.includes(signature)) found.add(`${name} in ${url}`);
    }
  }
  return [...found].sort();
}

/**
 * The singletons the federation runtime loaded from `remote`'s own copy (its share
 * scope records who provided each loaded version): none, when the shell gives them all.
 */
export function singletonsLoadedBy(page: Page, remote: string): Promise<string[]> {
  return page.evaluate(
    ({ names, from }) => {
      type Shared = { from?: string; loaded?: boolean; lib?: unknown };
      const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: unknown } })
        .__FEDERATION__;
      const byHost = (federation?.__SHARE__ ?? {}) as Record<
        string,
        Record<string, Record<string, Record<string, Shared>>>
      >;
      const loaded: string[] = [];
      for (const scopes of Object.values(byHost)) {
        for (const scope of Object.values(scopes)) {
          for (const name of names) {
            for (const [version, shared] of Object.entries(scope[name] ?? {})) {
              const used = shared.loaded === true || shared.lib !== undefined;
              if (used && shared.from === from) loaded.push(`${name}@${version}`);
            }
          }
        }
      }
      return [...new Set(loaded)].sort();
    },
    {
      names: Object.keys(SINGLETON_SIGNATURES).concat('react-router-dom', 'react-i18next'),
      from: remote,
    },
  );
}

import {
  arrayOf,
  bool,
  int,
  named,
  nullable,
  object,
  oneOfValues,
  text,
  type Static,
} from './schema';

/**
 * The remotes registry: which remote owns which URL areas, where its code lives and who
 * sees it in the navigation. The shell builds its routes and navigation from it; the API
 * its history fallback, preload hints and CSP. Nothing about a remote is compiled in: the
 * four built-in remotes are ordinary entries of the default registry.
 */

/**
 * How the shell loads an entry: `manifest` is an mf-manifest.json (the manifest says the
 * rest), `global` a classic-script remoteEntry.js, `module` an ES-module remoteEntry.js.
 */
export const REMOTE_ENTRY_TYPES = ['manifest', 'module', 'global'] as const;
export type RemoteEntryType = (typeof REMOTE_ENTRY_TYPES)[number];

/** Who an area is for (its nav item and its routes); without `roles`, everyone. */
export const AREA_ROLES = ['teacher', 'student'] as const;
export type AreaRole = (typeof AREA_ROLES)[number];

/** The icons a nav item may name (the shell draws them; an unknown one draws a book). */
export const NAV_ICONS = [
  'book-open',
  'clipboard-list',
  'clipboard-check',
  'users',
  'store',
  'notebook-pen',
  'wallet',
  'chart-bar',
  'calendar',
  'file-text',
  'graduation-cap',
  'message-square',
] as const;
export type NavIcon = (typeof NAV_ICONS)[number];

/** The navigation item of an area: its label in each language and an icon. */
export const RemoteAreaNavSchema = named(
  'RemoteAreaNav',
  object({ ru: text(), en: text(), icon: oneOfValues(NAV_ICONS) }, ['icon']),
);
export type RemoteAreaNav = Static<typeof RemoteAreaNavSchema>;

/** One URL area an entry owns: `path` and everything under it. */
export const RemoteAreaSchema = named(
  'RemoteArea',
  object(
    {
      /** An absolute path of one or more segments, e.g. `/reports` or `/password/reset`. */
      path: text(),
      nav: RemoteAreaNavSchema,
      /** Who sees its nav item; absent means everyone signed in. */
      roles: arrayOf(oneOfValues(AREA_ROLES)),
    },
    ['nav', 'roles'],
  ),
);
export type RemoteArea = Static<typeof RemoteAreaSchema>;

/** One usable registry entry: a remote, where it is, how it loads and what it owns. */
export const RegistryEntrySchema = named(
  'RegistryEntry',
  object(
    {
      /** The remote's name: lower-case letters, digits and `_`, starting with a letter. */
      name: text(),
      /** Its mf-manifest.json or remoteEntry.js URL, absolute or relative to the page. */
      entry: text(),
      type: oneOfValues(REMOTE_ENTRY_TYPES),
      areas: arrayOf(RemoteAreaSchema),
      /** Subresource integrity of a remoteEntry.js (`sha384-…`), checked when given. */
      integrity: text(),
    },
    ['integrity'],
  ),
);
export type RegistryEntry = Static<typeof RegistryEntrySchema>;

/** A registry entry left out (a bad entry, an overlapping area), and why. */
export const SkippedRemoteSchema = object({ name: text(), problem: text() });
export type SkippedRemote = Static<typeof SkippedRemoteSchema>;

/**
 * What a remote's manifest says of its build: its version (`metaData.buildInfo.buildVersion`)
 * and the global its remoteEntry.js defines when that is not the registry name.
 */
export const RemoteBuildSchema = object({ name: text(), build: text(), global_name: text() }, [
  'build',
  'global_name',
]);
export type RemoteBuild = Static<typeof RemoteBuildSchema>;

/**
 * The registry served at /remotes.json (and injected into the page): the version the
 * person asking is served (a canary or preview may differ from everyone's), e.g.
 * `{ "version": 0, "remotes": [{ "name": "auth", "entry":
 * "/remotes/auth/builds/0b2a6586a59b/remoteEntry.js", "type": "global", "areas": [{ "path":
 * "/login" }] }], "skipped": [{ "name": "shop", "problem": "…" }], "builds": [{ "name":
 * "auth", "build": "0b2a6586a59b" }] }`: a manifest entry is served as the remoteEntry.js
 * its manifest names.
 */
export const ServedRegistrySchema = named(
  'ServedRegistry',
  object(
    {
      /** The registry version served; 0 for the built-in registry. */
      version: int({ minimum: 0 }),
      remotes: arrayOf(RegistryEntrySchema),
      skipped: arrayOf(SkippedRemoteSchema),
      /** How long the shell waits for a remote before its fallback (REMOTE_LOAD_TIMEOUT_MS). */
      load_timeout_ms: int(),
      /**
       * The build each manifest entry's manifest names, by remote (the browser is given the
       * manifest's remoteEntry.js and reads no manifest): what failure reports and the
       * area-update notice name.
       */
      builds: arrayOf(RemoteBuildSchema),
    },
    ['load_timeout_ms', 'builds'],
  ),
);
export type ServedRegistry = Static<typeof ServedRegistrySchema>;

/** Paths the shell and the API keep: no entry may own them or anything under them. */
export const RESERVED_PATHS = [
  '/api',
  '/operator',
  '/settings',
  '/notifications',
  '/remotes',
  '/assets',
] as const;

/** Areas that only the built-in sign-in remote may own (sign-in works on a bad registry). */
export const SIGN_IN_PATHS = ['/login', '/password/reset'] as const;
export const SIGN_IN_REMOTE = 'auth';

/** A remote's name, as federation uses it for the container (and the registry's key). */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** An area's path: `/` and lower-case segments of letters, digits, `-` and `_`. */
export const AREA_PATH_PATTERN = /^(\/[a-z0-9][a-z0-9_-]*)+$/;

/** Whether `pathname` is `area` or lies under it. */
export function isUnder(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** Whether two areas overlap: one is the other or lies under it. */
export function areasOverlap(a: string, b: string): boolean {
  return isUnder(a, b) || isUnder(b, a);
}

/** The entry owning `pathname` and the area it matched (the longest area wins). */
export function entryForPath<E extends Pick<RegistryEntry, 'areas'>>(
  entries: readonly E[],
  pathname: string,
): { entry: E; area: RemoteArea } | undefined {
  let found: { entry: E; area: RemoteArea } | undefined;
  for (const entry of entries) {
    for (const area of entry.areas) {
      if (!isUnder(pathname, area.path)) continue;
      if (found === undefined || area.path.length > found.area.path.length) found = { entry, area };
    }
  }
  return found;
}

/** Whether a person of `role` may see `area` (no `roles`: everyone). */
export function areaIsFor(area: RemoteArea, role: AreaRole | undefined): boolean {
  return area.roles === undefined || (role !== undefined && area.roles.includes(role));
}

/** The built-in remotes, each served from its build under /remotes/<name>/. */
export const BUILT_IN_REMOTES: readonly RegistryEntry[] = [
  {
    name: 'auth',
    entry: '/remotes/auth/mf-manifest.json',
    type: 'manifest',
    areas: [{ path: '/login' }, { path: '/password/reset' }],
  },
  {
    name: 'tasks',
    entry: '/remotes/tasks/mf-manifest.json',
    type: 'manifest',
    areas: [
      {
        path: '/tasks',
        nav: { ru: 'Задания', en: 'Tasks', icon: 'clipboard-list' },
        roles: ['teacher'],
      },
      { path: '/works', nav: { ru: 'Работы', en: 'Works', icon: 'clipboard-check' } },
      {
        path: '/students',
        nav: { ru: 'Ученики', en: 'Students', icon: 'users' },
        roles: ['teacher'],
      },
    ],
  },
  {
    name: 'marketplace',
    entry: '/remotes/marketplace/mf-manifest.json',
    type: 'manifest',
    areas: [{ path: '/marketplace', nav: { ru: 'Маркетплейс', en: 'Marketplace', icon: 'store' } }],
  },
  {
    name: 'journal',
    entry: '/remotes/journal/mf-manifest.json',
    type: 'manifest',
    areas: [
      { path: '/journal', nav: { ru: 'Журнал', en: 'Journal', icon: 'notebook-pen' } },
      {
        path: '/payouts',
        nav: { ru: 'Выплаты', en: 'Payouts', icon: 'wallet' },
        roles: ['teacher'],
      },
    ],
  },
];

/** The built-in remotes' names (their builds live in this repository). */
export const BUILT_IN_REMOTE_NAMES = BUILT_IN_REMOTES.map((remote) => remote.name);

/** One registry entry as GET /api/remotes/status shows it to an operator. */
export const remoteStatusProperties = {
  /** The registry's name of the entry (also for a skipped, unknown one). */
  name: text(),
  /** The entry's URL as the registry gives it; null when it is not a usable URL. */
  entry: nullable(text()),
  type: nullable(oneOfValues(REMOTE_ENTRY_TYPES)),
  /** Whether its manifest (or remoteEntry.js) answered just now. */
  reachable: bool(),
  /** buildVersion and buildName of its manifest; null without a readable manifest. */
  version: nullable(text()),
  build: nullable(text()),
  /** Why the entry is skipped or unreachable; null when it is fine. */
  problem: nullable(text()),
  /** Load failures browsers reported for this remote in the last hour. */
  failures_last_hour: int({ minimum: 0 }),
};
export const RemoteStatusSchema = object(remoteStatusProperties);
export type RemoteStatus = Static<typeof RemoteStatusSchema>;

/** GET /api/remotes/status */
export interface RemotesStatus {
  remotes: RemoteStatus[];
  /** When the entries were checked (ms since the epoch). */
  checked_at: number;
}

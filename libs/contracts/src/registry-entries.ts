import {
  AREA_PATH_PATTERN,
  AREA_ROLES,
  BUILT_IN_REMOTES,
  NAV_ICONS,
  REMOTE_ENTRY_TYPES,
  REMOTE_NAME_PATTERN,
  RESERVED_PATHS,
  SIGN_IN_PATHS,
  SIGN_IN_REMOTE,
  areasOverlap,
  isUnder,
  type RegistryEntry,
  type RemoteArea,
  type RemoteAreaNav,
} from './remotes';

/** Why an entry (or a field of it) cannot be used. */
export const REGISTRY_PROBLEMS = [
  'not_a_list',
  'not_an_object',
  'invalid_name',
  'duplicate_name',
  'invalid_entry',
  'invalid_type',
  'no_areas',
  'too_many_areas',
  'invalid_path',
  'reserved_path',
  'sign_in_path',
  'overlapping_path',
  'invalid_nav',
  'invalid_roles',
  'invalid_integrity',
] as const;
export type RegistryProblemCode = (typeof REGISTRY_PROBLEMS)[number];

/** One problem: the field (`remotes[2].areas[0].path`), its code and an English text. */
export interface RegistryProblem {
  field: string;
  code: RegistryProblemCode;
  /** The entry's name when it has a readable one. */
  name?: string;
  message: string;
}

export interface ParsedRegistryEntries {
  entries: RegistryEntry[];
  problems: RegistryProblem[];
}

export const MAX_AREAS_PER_ENTRY = 20;
export const MAX_REGISTRY_ENTRIES = 50;
export const NAV_LABEL_MAX = 40;
const INTEGRITY_PATTERN = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An http(s) URL, absolute (with a host) or relative to the page (as the shell resolves it). */
export function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || /\s/.test(value)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return !value.startsWith('//');
  return (scheme === 'http' || scheme === 'https') && /^https?:\/\/[^/?#@]+/i.test(value);
}

/**
 * The list of raw entries, whichever shape the file has: a list, `{ remotes: [...] }`, or
 * the earlier map of a built-in name to a manifest URL or `{ entry, type }` (which keeps
 * the built-in remote's areas).
 */
function rawEntries(json: unknown): unknown[] | undefined {
  if (Array.isArray(json)) return json as unknown[];
  if (!isRecord(json)) return undefined;
  if (Array.isArray(json.remotes)) return json.remotes as unknown[];
  if (json.remotes !== undefined) return undefined;
  return Object.entries(json).map(([name, value]) => {
    const builtIn = BUILT_IN_REMOTES.find((remote) => remote.name === name);
    const located = typeof value === 'string' ? { entry: value, type: 'manifest' } : value;
    if (!isRecord(located)) return { name, entry: located };
    return { areas: builtIn?.areas, ...located, name };
  });
}

class EntryReader {
  readonly problems: RegistryProblem[] = [];
  constructor(
    private readonly field: string,
    private readonly name: string | undefined,
  ) {}

  problem(field: string, code: RegistryProblemCode, message: string): void {
    const at = field === '' ? this.field : `${this.field}.${field}`;
    this.problems.push({ field: at, code, ...(this.name ? { name: this.name } : {}), message });
  }

  nav(value: unknown, field: string): RemoteAreaNav | undefined {
    if (value === undefined) return undefined;
    const label = (text: unknown) =>
      typeof text === 'string' && text.trim() !== '' && text.length <= NAV_LABEL_MAX;
    if (!isRecord(value) || !label(value.ru) || !label(value.en)) {
      this.problem(
        field,
        'invalid_nav',
        `must be { ru, en, icon? } with labels of 1–${NAV_LABEL_MAX} characters`,
      );
      return undefined;
    }
    if (value.icon !== undefined && !(NAV_ICONS as readonly unknown[]).includes(value.icon)) {
      this.problem(`${field}.icon`, 'invalid_nav', `must be one of ${NAV_ICONS.join(', ')}`);
      return undefined;
    }
    const nav: RemoteAreaNav = { ru: value.ru as string, en: value.en as string };
    if (value.icon !== undefined) nav.icon = value.icon as RemoteAreaNav['icon'];
    return nav;
  }

  roles(value: unknown, field: string): RemoteArea['roles'] | undefined {
    if (value === undefined) return undefined;
    const valid =
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((role) => (AREA_ROLES as readonly unknown[]).includes(role)) &&
      new Set(value).size === value.length;
    if (!valid) {
      this.problem(field, 'invalid_roles', `must be a non-empty list of ${AREA_ROLES.join(', ')}`);
      return undefined;
    }
    return value as RemoteArea['roles'];
  }

  path(value: unknown, field: string): string | undefined {
    if (typeof value !== 'string' || !AREA_PATH_PATTERN.test(value)) {
      this.problem(field, 'invalid_path', 'must be an absolute path such as /reports');
      return undefined;
    }
    const reserved = RESERVED_PATHS.find((kept) => areasOverlap(value, kept));
    if (reserved !== undefined || value === '/') {
      this.problem(field, 'reserved_path', `${reserved ?? '/'} is kept by the shell`);
      return undefined;
    }
    const signIn = SIGN_IN_PATHS.find((kept) => areasOverlap(value, kept));
    if (signIn !== undefined && this.name !== SIGN_IN_REMOTE) {
      this.problem(
        field,
        'sign_in_path',
        `${signIn} belongs to the sign-in remote "${SIGN_IN_REMOTE}"`,
      );
      return undefined;
    }
    return value;
  }

  area(value: unknown, field: string): RemoteArea | undefined {
    if (!isRecord(value)) {
      this.problem(field, 'not_an_object', 'must be { path, nav?, roles? }');
      return undefined;
    }
    const path = this.path(value.path, `${field}.path`);
    const nav = this.nav(value.nav, `${field}.nav`);
    const roles = this.roles(value.roles, `${field}.roles`);
    if (path === undefined || this.problems.length > 0) return undefined;
    return { path, ...(nav ? { nav } : {}), ...(roles ? { roles } : {}) };
  }

  areas(value: unknown): RemoteArea[] {
    if (!Array.isArray(value) || value.length === 0) {
      this.problem('areas', 'no_areas', 'must list at least one area');
      return [];
    }
    if (value.length > MAX_AREAS_PER_ENTRY) {
      this.problem('areas', 'too_many_areas', `may list at most ${MAX_AREAS_PER_ENTRY} areas`);
      return [];
    }
    const areas: RemoteArea[] = [];
    value.forEach((raw, index) => {
      const area = this.area(raw, `areas[${index}]`);
      if (area === undefined) return;
      const twin = areas.find((other) => areasOverlap(other.path, area.path));
      if (twin) this.problem(`areas[${index}].path`, 'overlapping_path', `overlaps ${twin.path}`);
      else areas.push(area);
    });
    return areas;
  }
}

/** One raw entry read field by field; undefined with its problems when it is unusable. */
function readEntry(
  raw: unknown,
  field: string,
): { entry?: RegistryEntry; problems: RegistryProblem[] } {
  const name = isRecord(raw) && typeof raw.name === 'string' ? raw.name : undefined;
  const reader = new EntryReader(field, name);
  if (!isRecord(raw)) {
    reader.problem('', 'not_an_object', 'must be { name, entry, type, areas, integrity? }');
    return { problems: reader.problems };
  }
  if (name === undefined || !REMOTE_NAME_PATTERN.test(name)) {
    reader.problem(
      'name',
      'invalid_name',
      'must be lower-case letters, digits and _, starting with a letter',
    );
  }
  if (!isEntryUrl(raw.entry)) reader.problem('entry', 'invalid_entry', 'must be an http(s) URL');
  const type = raw.type ?? 'manifest';
  if (!(REMOTE_ENTRY_TYPES as readonly unknown[]).includes(type)) {
    reader.problem('type', 'invalid_type', `must be one of ${REMOTE_ENTRY_TYPES.join(', ')}`);
  }
  const integrity = raw.integrity;
  if (
    integrity !== undefined &&
    (typeof integrity !== 'string' || !INTEGRITY_PATTERN.test(integrity))
  ) {
    reader.problem(
      'integrity',
      'invalid_integrity',
      'must be sha256-, sha384- or sha512- and base64',
    );
  }
  const areas = reader.areas(raw.areas);
  if (reader.problems.length > 0) return { problems: reader.problems };
  const entry: RegistryEntry = {
    name: name as string,
    entry: raw.entry as string,
    type: type as RegistryEntry['type'],
    areas,
    ...(typeof integrity === 'string' ? { integrity } : {}),
  };
  return { entry, problems: [] };
}

/**
 * Reads a registry (a file's JSON or an operator's proposal) entry by entry: an entry with
 * any problem is left out and its problems are listed, every other entry is kept. An entry
 * whose name or areas an earlier entry already has is left out too.
 */
export function parseRegistryEntries(json: unknown): ParsedRegistryEntries {
  const raws = rawEntries(json);
  if (raws === undefined) {
    const message = 'must be a list of entries or { "remotes": [ ... ] }';
    return { entries: [], problems: [{ field: 'remotes', code: 'not_a_list', message }] };
  }
  const result: ParsedRegistryEntries = { entries: [], problems: [] };
  raws.slice(0, MAX_REGISTRY_ENTRIES).forEach((raw, index) => {
    const field = `remotes[${index}]`;
    const { entry, problems } = readEntry(raw, field);
    if (entry === undefined) {
      result.problems.push(...problems);
      return;
    }
    const clash = clashOf(entry, result.entries, field);
    if (clash) result.problems.push(clash);
    else result.entries.push(entry);
  });
  if (raws.length > MAX_REGISTRY_ENTRIES) {
    const message = `may list at most ${MAX_REGISTRY_ENTRIES} entries`;
    result.problems.push({ field: 'remotes', code: 'not_a_list', message });
  }
  return result;
}

/** A problem when `entry` repeats an earlier entry's name or overlaps one of its areas. */
function clashOf(
  entry: RegistryEntry,
  earlier: RegistryEntry[],
  field: string,
): RegistryProblem | undefined {
  const { name } = entry;
  if (earlier.some((other) => other.name === name)) {
    return {
      field: `${field}.name`,
      code: 'duplicate_name',
      name,
      message: `"${name}" is listed twice`,
    };
  }
  for (const [index, area] of entry.areas.entries()) {
    for (const other of earlier) {
      const taken = other.areas.find((kept) => areasOverlap(kept.path, area.path));
      if (taken === undefined) continue;
      const message = `${area.path} overlaps ${taken.path} of "${other.name}"`;
      return { field: `${field}.areas[${index}].path`, code: 'overlapping_path', name, message };
    }
  }
  return undefined;
}

/** Whether `pathname` belongs to the sign-in areas (kept working whatever the registry). */
export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATHS.some((area) => isUnder(pathname, area));
}

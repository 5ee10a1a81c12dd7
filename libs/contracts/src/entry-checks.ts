import { arrayOf, bool, named, object, oneOfValues, recordOf, text, type Static } from './schema';

/**
 * What the API's registry entry checks say, by stable code, so an operator's page can
 * translate them: each check of an entry carries its kind, whether it passed, an English
 * message and (besides) `code` and `params`.
 */
export const ENTRY_CHECK_KINDS = ['manifest', 'cors', 'routes', 'shared', 'integrity'] as const;
export type EntryCheckKind = (typeof ENTRY_CHECK_KINDS)[number];

export const ENTRY_CHECK_CODES = [
  // manifest: the mf-manifest.json or remoteEntry.js (`url`) answered, or why not
  'reachable',
  'timeout',
  'unreachable',
  'http_status',
  'too_large',
  'not_json',
  'not_a_manifest',
  'no_remote_entry',
  // cors: a file on another origin (`url`) allows the app's (`origin`)
  'same_origin',
  'cors_allowed',
  'cors_missing',
  'cors_other_origin',
  // routes: the manifest exposes ./routes
  'routes_exposed',
  'routes_missing',
  'routes_unchecked',
  // shared: a module the shell shares (`module`), the range asked (`asks`), the shell's (`has`)
  'shared_satisfied',
  'shared_mismatch',
  'shared_bad_range',
  // integrity: the remoteEntry.js digest against the entry's `integrity`
  'integrity_matches',
  'integrity_mismatch',
  'integrity_unchecked',
] as const;
export type EntryCheckCode = (typeof ENTRY_CHECK_CODES)[number];

/** One check of one entry, as the checks answer it. */
export const EntryCheckViewSchema = object({
  kind: oneOfValues(ENTRY_CHECK_KINDS),
  ok: bool(),
  /** English, for logs and operators without a translation. */
  message: text(),
  code: oneOfValues(ENTRY_CHECK_CODES),
  /** The message's values: `url`, `status`, `origin`, `allowed`, `module`, `asks`, `has`. */
  params: recordOf(text()),
});
export type EntryCheckView = Static<typeof EntryCheckViewSchema>;

/** The checks of one entry; `ok` when every check passed (RegistryEntryChecks' answer). */
export const EntryCheckResultSchema = named(
  'EntryCheckResult',
  object({ name: text(), ok: bool(), checks: arrayOf(EntryCheckViewSchema) }),
);
export type EntryCheckResultView = Static<typeof EntryCheckResultSchema>;

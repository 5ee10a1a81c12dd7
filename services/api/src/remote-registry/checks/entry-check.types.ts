/** One check of one entry: what was looked at, whether it passed, and why not. */
export type EntryCheckKind = 'manifest' | 'cors' | 'routes' | 'shared' | 'integrity';

/** The checks of one registry entry (RegistryEntryChecks.check answers one per entry). */
export type EntryCheckResult = {
  name: string;
  ok: boolean;
  checks: { kind: EntryCheckKind; ok: boolean; message: string }[];
};

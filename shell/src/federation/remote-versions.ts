/** Each registered remote's build version, as the registry names it, by registry name. */
const versions = new Map<string, string>();
export function rememberVersion(name: string, version: string | undefined): void {
  if (version !== undefined && version !== '') versions.set(name, version);
}

/** The build its manifest names; undefined for an entry without a manifest (or none read yet). */
export function versionOf(name: string): string | undefined {
  return versions.get(name);
}

/**
 * The shared modules the shell provides, with the exact version it ships and the range
 * it asks for (checked against the installed packages and the shell's federation config
 * by contract.spec.ts). A remote declares the singletons with the same `singleton: true`
 * and a range that the shipped version satisfies; it may leave its own copy out
 * (`import: false`), since the shell always provides them first.
 */
export interface SharedModule {
  /** The version the shell ships. */
  version: string;
  /** The range the shell's own modules ask for. */
  requiredVersion: string;
  /** One copy on the page: a remote must share it as a singleton too. */
  singleton: boolean;
}

export const SHARED_MODULES = {
  react: { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  'react-router': { version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
  'react-router-dom': { version: '7.18.5', requiredVersion: '^7.18.5', singleton: true },
  zustand: { version: '5.1.0', requiredVersion: '^5.1.0', singleton: true },
  i18next: { version: '26.7.2', requiredVersion: '^26.7.2', singleton: true },
  '@tanstack/react-query': { version: '5.108.0', requiredVersion: '^5.108.0', singleton: true },
  'react-i18next': { version: '17.1.13', requiredVersion: '^17.1.13', singleton: true },
  '@tutor/session': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  '@tutor/i18n': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
  '@tutor/api-client': { version: '0.1.0', requiredVersion: '^0.1.0', singleton: true },
} as const satisfies Record<string, SharedModule>;

export type SharedModuleName = keyof typeof SHARED_MODULES;

/**
 * The `shared` option for @module-federation/vite or @module-federation/enhanced: every
 * singleton with the shell's range, and no copy of the remote's own (`import: false`),
 * so the page keeps one React and one router.
 */
export function sharedConfig(): Record<
  SharedModuleName,
  { singleton: true; requiredVersion: string; import: false }
> {
  const entries = Object.entries(SHARED_MODULES).map(([name, module]) => [
    name,
    { singleton: true as const, requiredVersion: module.requiredVersion, import: false as const },
  ]);
  return Object.fromEntries(entries) as ReturnType<typeof sharedConfig>;
}

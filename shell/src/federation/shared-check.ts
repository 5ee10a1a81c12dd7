import { satisfy } from '@module-federation/enhanced/runtime';

/** What the check reads of a federation instance (the runtime's ModuleFederation). */
export interface SharingInstance {
  name: string;
  options: {
    shared: Record<string, { version?: string; shareConfig?: { requiredVersion?: unknown } }[]>;
  };
}

/** One shared package a remote asks for in a range the shell's version does not fit. */
export interface SharedMismatch {
  pkgName: string;
  provided: string;
  required: string;
}

/**
 * The shell's shared packages whose version a remote's instance does not accept. Read from
 * the remote's own options, not from its share resolution: @module-federation/vite picks
 * its providers itself, past every runtime hook, and only warns in the console.
 */
export function sharedMismatches(
  remote: SharingInstance,
  shell: SharingInstance,
): SharedMismatch[] {
  return Object.entries(remote.options.shared).flatMap(([pkgName, asks]) => {
    const provided = shell.options.shared[pkgName]?.[0]?.version;
    if (provided === undefined || provided === '') return [];
    return asks.flatMap(({ shareConfig }) => {
      const required = shareConfig?.requiredVersion;
      return typeof required === 'string' && required !== '' && !satisfy(provided, required)
        ? [{ pkgName, provided, required }]
        : [];
    });
  });
}

export const describeMismatch = ({ pkgName, provided, required }: SharedMismatch): string =>
  `${pkgName} ${provided} is shared, it asks for ${required}`;

import federation, { type Federation } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import {
  createInstance,
  getInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/** The name production remotes read it under (their externals, .config/rspack/app-config.ts). */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

type UserOptions = Parameters<typeof createInstance>[0];

/**
 * The runtime's `init` for a remote's container: its own instance, found by name and
 * version or made, as the runtime's `init` does; but the runtime's top-level API
 * (`loadRemote`, `registerRemotes`) keeps the shell's instance, which `init` would
 * replace with the first container's.
 */
export function initContainer(options: UserOptions): ReturnType<typeof createInstance> {
  const { name, version } = options;
  const normalized = { ...options, id: options.id || '' };
  const existing = getInstance(
    (instance) =>
      instance.options.name === name &&
      (version ? instance.options.version === version : !instance.options.version),
  );
  if (!existing) return createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/**
 * What one remote's startup code takes for its bundler runtime: the shell's functions,
 * with the state the startup code writes (options, share scope) fresh for the container.
 * The shell, having no exposes, is built without `initContainerEntry`; a remote needs it.
 */
export function bundlerRuntimeForContainer(): Federation {
  return {
    ...federation,
    runtime: federation.runtime && { ...federation.runtime, init: initContainer },
    instance: undefined,
    initOptions: undefined,
    bundlerRuntime: federation.bundlerRuntime && {
      ...federation.bundlerRuntime,
      S: {},
      initContainerEntry,
    },
    bundlerRuntimeOptions: {},
  };
}

/**
 * Runtime plugin of the shell's build (`runtimePlugins`): it runs as the shell's federation
 * runtime starts, before any remote loads, and puts the bundler runtime on the page, so a
 * production remote's `remoteEntry.js` carries none of its own (about 5 KB gzip each).
 * A getter: each container that reads it gets its own copy.
 */
export default function provideBundlerRuntime(): ModuleFederationRuntimePlugin {
  Object.defineProperty(globalThis, BUNDLER_RUNTIME_GLOBAL, {
    configurable: true,
    get: bundlerRuntimeForContainer,
  });
  return { name: 'tutor-bundler-runtime' };
}

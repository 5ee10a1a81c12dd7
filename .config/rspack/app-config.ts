import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { rspack, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-deps';
import { BuildVersionPlugin } from './build-version-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { STAGING_FOLDER, VersionedBuildPlugin } from './versioned-build-plugin';

export interface AppOptions {
  /** Directory of the app (its rspack.config.ts's __dirname). */
  dir: string;
  /** Federation name: 'shell' for the host, the remote's registry name otherwise. */
  name: string;
  /** Dev-server port for `nx serve`. */
  port: number;
  /** Modules a remote exposes; absent for the host. */
  exposes?: Record<string, string>;
  /** Build with federation at all; false gives the plain SPA the web bench compares with. */
  federation?: boolean;
  /** Output folder, absolute or relative to `dir` (default dist). */
  outDir?: string;
  /** Extra module aliases (the plain-SPA bench swaps the federation runtime out). */
  alias?: Record<string, string>;
}

const API_ORIGIN = 'http://localhost:3000';

/**
 * The bundler runtime the federation plugin's startup code imports, resolved as Rspack
 * resolves it (the way Node does: its CommonJS build), and the ES build beside it.
 */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime', {
  paths: [require.resolve('@module-federation/runtime-tools')],
});
const BUNDLER_RUNTIME_ES = join(dirname(BUNDLER_RUNTIME), 'index.js');

const typescriptRule: RuleSetRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
  },
  type: 'javascript/auto',
};

function federationPlugin(options: AppOptions, production: boolean): ModuleFederationPlugin {
  const isHost = !options.exposes;
  return new ModuleFederationPlugin({
    name: options.name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: options.exposes,
    remotes: {},
    shared: sharedDependencies(),
    // the shell puts its bundler runtime on the page for the remotes (see there)
    runtimePlugins: isHost ? [join(options.dir, 'src/federation/bundler-runtime.ts')] : [],
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    experiments: {
      // The host ships the federation runtime once; production remotes reuse it. In dev a
      // remote runs standalone, so it keeps its own runtime.
      provideExternalRuntime: isHost,
      externalRuntime: !isHost && production,
      // The shell is given each remote's remoteEntry.js (the API reads the manifests), so
      // its runtime goes without the plugin that fetches and reads manifests.
      optimization: { target: 'web', disableSnapshot: isHost },
    },
  });
}

/**
 * The shell needs every module it shares before its first paint: one file instead of a
 * chunk per package and lib, so the page waits for one request, not queues of them.
 */
const SHELL_SHARED_CHUNK = {
  // packages, the libs, and the facades of .config/rspack/shared; not @tutor/contracts,
  // which is not shared: its schemas stay with the pages that use them, or a lazy page's
  // chunk would become a part of every page
  test: /[\\/](node_modules|libs[\\/](?!contracts[\\/])[^\\/]+|rspack[\\/]shared)[\\/]/,
  chunks: 'async',
  name: 'shared',
  enforce: true,
} as const;

/**
 * What of @tutor/contracts two or more of the shell's lazy chunks use (the shared libs'
 * errors and schema builders): a chunk of its own, where Rspack's 20 kB minimum left a
 * copy in each (three on /login).
 */
const SHELL_CONTRACTS_CHUNKS = {
  test: /[\\/]libs[\\/]contracts[\\/]/,
  chunks: 'async',
  minChunks: 2,
  minSize: 0,
  reuseExistingChunk: true,
} as const;

/** A remote's own page for `nx serve`: just a root to mount its routes in. */
function standalonePage(name: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} (standalone)</title></head><body><div id="root"></div></body></html>`;
}

/** One Rspack configuration for the shell and every remote. */
export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const federation = options.federation ?? true;
  const isHost = !options.exposes;
  // a deployed remote's builds each keep their folder (VersionedBuildPlugin)
  const versioned = production && federation && !isHost;
  const outDir = resolve(options.dir, options.outDir ?? 'dist');
  return {
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // A production remote is only its container (remoteEntry.js + exposed chunks); its
    // standalone page exists for `nx serve`, where it keeps its own federation runtime.
    entry: isHost || !production || !federation ? { main: './src/index.ts' } : {},
    output: {
      path: versioned ? join(outDir, STAGING_FOLDER) : outDir,
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: options.name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      alias: {
        // the packages' own files, for the facades of ./shared (see there)
        'react-i18next-es': join(dirname(require.resolve('react-i18next/package.json')), 'dist/es'),
        // its exports map names dist/development for every bundler; production turns off
        // its development warnings (ENABLE_DEV_WARNINGS), nothing else
        'react-router-es': join(
          dirname(require.resolve('react-router/package.json')),
          production ? 'dist/production' : 'dist/development',
        ),
        'react-query-es': join(
          dirname(require.resolve('@tanstack/react-query/package.json')),
          'build/modern',
        ),
        // one copy, tree-shaken, of what the shell's own code imports from it too
        [BUNDLER_RUNTIME]: BUNDLER_RUNTIME_ES,
        ...options.alias,
      },
    },
    // A production remote takes the shell's bundler runtime (shell/src/federation/
    // bundler-runtime.ts), as it takes its federation runtime (externalRuntime).
    externals: versioned ? { [BUNDLER_RUNTIME]: 'global _FEDERATION_BUNDLER_RUNTIME' } : undefined,
    module: { rules: [typescriptRule, { test: /\.css$/, type: 'css/auto' }] },
    plugins: [
      ...(isHost || !production || !federation
        ? [
            new rspack.HtmlRspackPlugin({
              ...(isHost
                ? { template: join(options.dir, 'index.html') }
                : { templateContent: standalonePage(options.name) }),
              // In the head, before the preload hints the API adds: the entry is what runs
              // everything else, so it must not queue behind them.
              inject: 'head',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      ...(existsSync(join(options.dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: join(options.dir, 'public') }] })]
        : []),
      ...(federation ? [federationPlugin(options, production)] : []),
      // before PrecompressPlugin: both write after emit, in this order
      ...(federation && production ? [new BuildVersionPlugin()] : []),
      ...(production ? [new PrecompressPlugin()] : []),
      ...(versioned ? [new VersionedBuildPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      // The shell's shared modules: one chunk (see SHELL_SHARED_CHUNK). A remote and the
      // plain SPA keep Rspack's defaults, which keep a role's lazy pages in few files.
      splitChunks:
        isHost && federation
          ? { cacheGroups: { shared: SHELL_SHARED_CHUNK, contracts: SHELL_CONTRACTS_CHUNKS } }
          : undefined,
    },
    performance: { hints: false },
    // Lazy compilation's proxy chunks do not load through the federation runtime.
    lazyCompilation: false,
    devServer: {
      port: options.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          // API calls go to `npm start`; pages and assets stay with this dev server.
          context: (path: string, req: { method?: string }) =>
            path.startsWith('/api/') ||
            path === '/remotes.json' ||
            (req.method !== 'GET' && !path.startsWith('/_rspack/')),
          target: API_ORIGIN,
        },
      ],
    },
  };
}

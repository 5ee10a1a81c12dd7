import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Where a remote's builds live inside its dist folder, one immutable folder each. */
export const BUILDS_FOLDER = 'builds';
/** Where a build is written before it gets its folder (its id is its content's hash). */
export const STAGING_FOLDER = '.staging';
const MANIFEST = 'mf-manifest.json';
/** Earlier builds stay served this long, for pages opened before a deploy. */
const GRACE_MS = Number(process.env.REMOTE_BUILD_GRACE_DAYS ?? 7) * 24 * 3600 * 1000;

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: {
    buildInfo: { buildVersion: string; buildName?: string };
    remoteEntry: { name: string; path: string; type?: string };
  } & Record<string, unknown>;
  exposes: { assets: Assets }[];
  shared: { assets: Assets }[];
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/** The build's id: a hash of every file it emitted (names and bytes), so equal builds share one. */
async function buildId(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of (await filesUnder(dir)).sort()) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    hash
      .update(relative(dir, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const prefixed = (files: string[], folder: string): string[] =>
  files.map((file) => `${folder}/${file}`);

function prefixAssets(assets: Assets, folder: string): Assets {
  return {
    js: { sync: prefixed(assets.js.sync, folder), async: prefixed(assets.js.async, folder) },
    css: { sync: prefixed(assets.css.sync, folder), async: prefixed(assets.css.async, folder) },
  };
}

/**
 * The manifest at the top of dist: the same remote, pointing into its build's folder (the
 * federation runtime reads remoteEntry.path and the assets relative to the manifest).
 */
export function pointInto(manifest: Manifest, folder: string, id: string): Manifest {
  return {
    ...manifest,
    metaData: {
      ...manifest.metaData,
      buildInfo: { ...manifest.metaData.buildInfo, buildVersion: id },
      remoteEntry: { ...manifest.metaData.remoteEntry, path: folder },
    },
    exposes: manifest.exposes.map((expose) => ({
      ...expose,
      assets: prefixAssets(expose.assets, folder),
    })),
    shared: manifest.shared.map((shared) => ({
      ...shared,
      assets: prefixAssets(shared.assets, folder),
    })),
  };
}

async function writeCompressed(file: string, text: string): Promise<void> {
  const body = Buffer.from(text);
  await Promise.all([
    writeFile(file, body),
    brotli(body).then((br) => writeFile(`${file}.br`, br)),
    gzipped(body).then((gz) => writeFile(`${file}.gz`, gz)),
  ]);
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Removes builds older than the grace period, never `keep`. */
async function pruneBuilds(builds: string, keep: string, now: number): Promise<void> {
  for (const name of await readdir(builds)) {
    if (name === keep) continue;
    const { mtimeMs } = await stat(join(builds, name));
    if (now - mtimeMs > GRACE_MS) await rm(join(builds, name), { recursive: true, force: true });
  }
}

/**
 * A production remote is never rebuilt in place: the build is written to a staging folder,
 * then moved to `builds/<id>/` (its id a hash of its files, also its manifest's
 * buildVersion), and the top-level mf-manifest.json is rewritten to point into it. Pages
 * opened before a deploy keep loading their chunks from their own build's folder, which
 * stays served for the grace period; a registry entry may also name one build's manifest
 * (`/remotes/<name>/builds/<id>/mf-manifest.json`), e.g. for a canary.
 */
export class VersionedBuildPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('VersionedBuildPlugin', async (compilation) => {
      const staging = compilation.outputOptions.path;
      if (staging === undefined) return;
      const dist = dirname(staging);
      const id = await buildId(staging);
      const manifest = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8')) as Manifest;
      manifest.metaData.buildInfo.buildVersion = id;
      await writeCompressed(join(staging, MANIFEST), JSON.stringify(manifest));
      const builds = join(dist, BUILDS_FOLDER);
      const folder = join(builds, id);
      await mkdir(builds, { recursive: true });
      if (await exists(folder)) {
        // the same files were built before: that folder is served as it is, only younger
        await rm(staging, { recursive: true, force: true });
        const now = new Date();
        await utimes(folder, now, now);
      } else {
        await rename(staging, folder);
      }
      const top = pointInto(manifest, `${BUILDS_FOLDER}/${id}`, id);
      await writeCompressed(join(dist, MANIFEST), JSON.stringify(top));
      await pruneBuilds(builds, id, Date.now());
    });
  }
}

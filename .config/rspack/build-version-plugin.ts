import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/** The federation files that name the build (and so cannot be part of its hash). */
export const FEDERATION_FILES = ['mf-manifest.json', 'mf-stats.json'];

/** 12 hex digits of a hash over every emitted file's name and content but the manifests. */
export function contentVersion(
  assets: readonly { name: string; content: Buffer | string }[],
): string {
  const hash = createHash('sha256');
  for (const { name, content } of [...assets].sort((a, b) => a.name.localeCompare(b.name))) {
    if (FEDERATION_FILES.includes(name)) continue;
    hash.update(name).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** The manifest's JSON with its buildInfo.buildVersion replaced. */
export function withBuildVersion(json: string, version: string): string {
  const manifest = JSON.parse(json) as { metaData?: { buildInfo?: Record<string, unknown> } };
  if (manifest.metaData === undefined) return json;
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  return JSON.stringify(manifest);
}

function emitted(compilation: Compilation): { name: string; content: Buffer | string }[] {
  return compilation.getAssets().map(({ name, source }) => ({ name, content: source.buffer() }));
}

/**
 * The federation plugin names a build by package.json's version, the same for every build.
 * This names it by its content instead (before PrecompressPlugin compresses the manifest),
 * so failure reports and the operators' page tell one build of a remote from the next.
 */
export class BuildVersionPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('BuildVersionPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      if (out === undefined) return;
      const version = contentVersion(emitted(compilation));
      const present = FEDERATION_FILES.filter((name) => compilation.getAsset(name) !== undefined);
      await Promise.all(
        present.map(async (name) => {
          const file = join(out, name);
          await writeFile(file, withBuildVersion(await readFile(file, 'utf8'), version));
        }),
      );
    });
  }
}

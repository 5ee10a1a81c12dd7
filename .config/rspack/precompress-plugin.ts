import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing; the API serves the `.br`/`.gz` beside it (web/precompressed.ts). */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.html']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

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

async function compress(file: string): Promise<void> {
  if ((await stat(file)).size < MIN_BYTES) return;
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a brotli and a gzip copy beside every emitted JS, CSS, JSON and HTML file of a
 * production build (after emit, so the federation manifest is included): the server then
 * sends the smallest copy the browser accepts without compressing on each request.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      if (out === undefined) return;
      const files = (await filesUnder(out)).filter((file) => COMPRESSIBLE.has(extname(file)));
      await Promise.all(files.map(compress));
    });
  }
}

import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REPO_ROOT } from './product';

export interface Deploy {
  /** The build id the top manifest named before. */
  from: string;
  /** The new build's id. */
  to: string;
  /**
   * The top manifest as it was: a rollback. The new build's folder stays, as a deploy's
   * does: pages that other spec files opened meanwhile still load their code from it.
   */
  undo: () => void;
}

/**
 * Deploys the built-in remote's current build again under a new id, the way a new release
 * lands: a new immutable folder under builds/, and the top mf-manifest.json pointing into
 * it; the earlier folder stays served for the pages that loaded it.
 */
export function redeployRemote(remote: string): Deploy {
  const dist = join(REPO_ROOT, remote, 'dist');
  const manifestFile = join(dist, 'mf-manifest.json');
  const compressed = ['.br', '.gz'].map((ext) => [ext, readFileSync(manifestFile + ext)] as const);
  const before = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(before) as { metaData: { buildInfo: { buildVersion: string } } };
  const from = manifest.metaData.buildInfo.buildVersion;
  const to =
    [...from].reverse().join('') === from ? `${from.slice(1)}0` : [...from].reverse().join('');
  cpSync(join(dist, 'builds', from), join(dist, 'builds', to), { recursive: true });
  // the server prefers the precompressed copies: they are the manifest too
  const after = before.replaceAll(from, to);
  writeFileSync(manifestFile, after);
  writeFileSync(`${manifestFile}.br`, brotliCompressSync(after));
  writeFileSync(`${manifestFile}.gz`, gzipSync(after));
  return {
    from,
    to,
    undo: () => {
      writeFileSync(manifestFile, before);
      for (const [ext, content] of compressed) writeFileSync(manifestFile + ext, content);
    },
  };
}

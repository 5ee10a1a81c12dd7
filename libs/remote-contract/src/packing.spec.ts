import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lib = join(__dirname, '..');

interface Packed {
  version: string;
  packages: { file: string; latest: string; files: string[] }[];
}

function unpack(tarball: string, into: string): string {
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', into]);
  return join(into, 'package');
}

describe('packing the contract for outside teams', () => {
  const out = mkdtempSync(join(tmpdir(), 'remote-contract-packed-'));
  let packed: Packed;

  beforeAll(() => {
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      { cwd: lib },
    );
    execFileSync(process.execPath, ['scripts/pack.mjs', out], { cwd: lib });
    packed = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as Packed;
  }, 120_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('packs the contract and the four libs the shell provides, latest and versioned', () => {
    const { version } = JSON.parse(readFileSync(join(lib, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(packed.version).toBe(version);
    expect(packed.packages.map(({ file, latest }) => [file, latest])).toEqual(
      ['remote-contract', 'session', 'i18n', 'api-client', 'ui'].map((name) => [
        `tutor-${name}-${version}.tgz`,
        `tutor-${name}.tgz`,
      ]),
    );
  });

  it('holds the contract, the CSS check and the typings of every lib it names', () => {
    const [contract] = packed.packages;
    expect(contract?.files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'bin/tutor-remote-check-css.cjs',
        'dist/index.d.ts',
        'dist/shared.js',
        'dist/check-css-folder.js',
        'types/package.json',
        'types/session/src/index.d.ts',
        'types/session/src/query-client.d.ts',
        'types/i18n/src/index.d.ts',
        'types/api-client/src/index.d.ts',
        'types/api-types/src/openapi.d.ts',
        'types/contracts/src/errors.d.ts',
        'types/contracts/src/remotes.d.ts',
        'types/ui/src/index.d.ts',
        'types/ui/src/math/index.d.ts',
      ]),
    );
    expect(
      contract?.files.filter((file) => /spec|\.tsx?$/.test(file.replace('.d.ts', ''))),
    ).toEqual([]);
  });

  it('depends on nothing unpublished and asks for the exact shared versions', () => {
    const root = unpack(join(out, 'tutor-remote-contract.tgz'), join(out, 'contract'));
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      dependencies?: object;
      peerDependencies: Record<string, string>;
    };
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toMatchObject({ react: '19.3.1', zustand: '5.1.0' });
    const grep = spawnSync('grep', [
      '-rlE',
      // an import or require of a lib the package does not carry inside it
      '(from |import\\(|require\\()[\'"]@tutor/(contracts|api-types|session|i18n|api-client|ui)[\'"]',
      root,
    ]);
    expect(grep.stdout.toString()).toBe('');
  });

  it('gives each provided lib its export names, its typings, and nothing that runs', () => {
    const root = unpack(join(out, 'tutor-session.tgz'), join(out, 'session'));
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(manifest).toMatchObject({ name: '@tutor/session', version: '0.1.0' });
    const js = readFileSync(join(root, 'index.js'), 'utf8');
    expect(js).toContain('export const useSession = provided;');
    expect(js).toContain('export const queryClient = provided;');
    expect(readFileSync(join(root, 'index.d.ts'), 'utf8')).toBe(
      "export * from '@tutor/remote-contract/types/session/src/index.js';\n",
    );
  });

  it('gives @tutor/ui the typings of its math subpath', () => {
    const root = unpack(join(out, 'tutor-ui.tgz'), join(out, 'ui'));
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    expect(manifest.exports['./math']).toEqual({ types: './math.d.ts' });
    expect(readFileSync(join(root, 'math.d.ts'), 'utf8')).toBe(
      "export * from '@tutor/remote-contract/types/ui/src/math/index.js';\n",
    );
  });

  it('ships a CSS check that warns, and fails only when asked to', () => {
    const root = unpack(join(out, 'tutor-remote-contract.tgz'), join(out, 'bin'));
    const dist = join(out, 'remote-dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'style.css'), 'body { margin: 0 }');
    const bin = join(root, 'bin', 'tutor-remote-check-css.cjs');
    const warned = spawnSync(process.execPath, [bin, dist], { encoding: 'utf8' });
    expect(warned.status).toBe(0);
    expect(warned.stderr).toContain('style.css:1: "body" styles the page');
    expect(spawnSync(process.execPath, [bin, '--strict', dist]).status).toBe(1);
  });
});

// Packs @tutor/remote-contract for teams outside the repository (npm run build runs it):
// the contract, the typings of the shell's libs it names, and one small package per lib
// the shell provides at run time, into packed/ (served by the API at /remote-contract/).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const lib = join(here, '..');
const libs = join(lib, '..');
const out = process.argv[2] ?? join(lib, 'packed');
const stage = join(out, '.stage');

/** The shell's libs whose typings the package carries; the first four the shell provides. */
export const HOST_LIBS = ['session', 'i18n', 'api-client', 'ui'];
const TYPED_LIBS = [...HOST_LIBS, 'contracts', 'api-types'];
/** Subpaths of the libs with typings in the package: `@tutor/ui/math` (formulas). */
const SUBPATHS = [{ lib: 'ui', subpath: 'math', index: 'math/index.ts' }];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const contract = readJson(join(lib, 'package.json'));

function emitTypes(typesDir) {
  const options = {
    declaration: true,
    emitDeclarationOnly: true,
    outDir: typesDir,
    rootDir: libs,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['source'],
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    skipLibCheck: true,
    types: [],
  };
  const roots = TYPED_LIBS.map((name) => {
    const dir = join(libs, name, 'src');
    return readdirSync(dir).includes('index.tsx') ? join(dir, 'index.tsx') : join(dir, 'index.ts');
  });
  // the libs' subpaths a remote bundles itself (not shared): their typings ride along
  roots.push(...SUBPATHS.map(({ lib: name, index }) => join(libs, name, 'src', index)));
  const program = ts.createProgram(roots, options);
  const result = program.emit();
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (errors.length > 0) {
    throw new Error(ts.formatDiagnostics(errors, ts.createCompilerHost(options)));
  }
}

function declarationFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `@tutor/<lib>` in a declaration becomes a path inside the package: nothing unpublished. */
function inlineWorkspaceImports(dir, typesDir) {
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8').replace(
      /(['"])@tutor\/([a-z-]+)\1/g,
      (whole, quote, name) => {
        if (!TYPED_LIBS.includes(name)) return whole;
        let path = relative(dirname(file), join(typesDir, name, 'src', 'index.js'))
          .split(sep)
          .join('/');
        if (!path.startsWith('.')) path = `./${path}`;
        return `${quote}${path}${quote}`;
      },
    );
    writeFileSync(file, text);
  }
}

function contractManifest() {
  const { version, description, license } = contract;
  const shared = readSharedVersions();
  return {
    name: '@tutor/remote-contract',
    version,
    description,
    license,
    type: 'commonjs',
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './check-css': {
        types: './dist/check-css-folder.d.ts',
        default: './dist/check-css-folder.js',
      },
      './types/*': './types/*',
      './package.json': './package.json',
    },
    bin: { 'tutor-remote-check-css': './bin/tutor-remote-check-css.cjs' },
    files: ['dist', 'bin', 'types', 'README.md'],
    // the singletons at the shell's versions: the bundler reads their export names and
    // TypeScript their types, though the shell's copies are the ones that run
    peerDependencies: shared,
  };
}

function readSharedVersions() {
  const text = readFileSync(join(lib, 'src', 'shared.ts'), 'utf8');
  const block = text.slice(text.indexOf('SHARED_MODULES = {'), text.indexOf('} as const'));
  const versions = {};
  for (const match of block.matchAll(/'?([@\w/.-]+)'?: \{ version: '([^']+)'/g)) {
    if (!match[1].startsWith('@tutor/')) versions[match[1]] = match[2];
  }
  return versions;
}

/** The names a lib exports as values, read from its declarations. */
function valueExports(indexDts) {
  const program = ts.createProgram([indexDts], { skipLibCheck: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexDts);
  const module = checker.getSymbolAtLocation(source);
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((symbol) => symbol.name)
    .sort();
}

/**
 * `@tutor/<lib>` as a package: its typings, and a module naming its exports that throws if
 * anything runs it. The shell provides the real one (shared with `import: false`); Vite's
 * federation plugin reads the export names here.
 */
function writeHostPackage(name, dir, typesDir) {
  const { version } = readJson(join(libs, name, 'package.json'));
  const names = valueExports(join(typesDir, name, 'src', 'index.d.ts'));
  const message = `@tutor/${name} is provided by the tutor shell at run time: share it with import: false (sharedConfig() of @tutor/remote-contract)`;
  const js = [
    `const provided = () => { throw new Error(${JSON.stringify(message)}); };`,
    ...names.map((exported) => `export const ${exported} = provided;`),
    '',
  ].join('\n');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.js'), js);
  writeFileSync(
    join(dir, 'index.d.ts'),
    `export * from '@tutor/remote-contract/types/${name}/src/index.js';\n`,
  );
  const subpaths = SUBPATHS.filter((entry) => entry.lib === name);
  for (const { subpath, index } of subpaths) {
    const typings = `@tutor/remote-contract/types/${name}/src/${index.replace(/\.tsx?$/, '.js')}`;
    writeFileSync(join(dir, `${subpath}.d.ts`), `export * from '${typings}';\n`);
  }
  const manifest = {
    name: `@tutor/${name}`,
    version,
    description: `Typings of the tutor shell's @tutor/${name}; the shell provides the module at run time.`,
    license: contract.license,
    type: 'module',
    types: './index.d.ts',
    exports: {
      '.': { types: './index.d.ts', default: './index.js' },
      // typings only: the shell shares no subpath, a remote bundles what it needs itself
      ...Object.fromEntries(
        subpaths.map(({ subpath }) => [`./${subpath}`, { types: `./${subpath}.d.ts` }]),
      ),
    },
    peerDependencies: { '@tutor/remote-contract': contract.version },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function npmPack(dir) {
  const [{ filename, files }] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', out], {
      cwd: dir,
      encoding: 'utf8',
    }),
  );
  return { filename, files: files.map((file) => file.path).sort() };
}

/** `<name>-<contract version>.tgz` never changes once released; `<name>.tgz` is the latest. */
function publish(packed, base) {
  const versioned = `${base}-${contract.version}.tgz`;
  if (packed.filename !== versioned) {
    cpSync(join(out, packed.filename), join(out, versioned));
    rmSync(join(out, packed.filename));
  }
  cpSync(join(out, versioned), join(out, `${base}.tgz`));
  return { file: versioned, latest: `${base}.tgz`, files: packed.files };
}

export function pack() {
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const root = join(stage, 'remote-contract');
  const typesDir = join(root, 'types');
  cpSync(join(lib, 'dist'), join(root, 'dist'), { recursive: true });
  cpSync(join(lib, 'bin'), join(root, 'bin'), { recursive: true });
  cpSync(join(lib, 'README.md'), join(root, 'README.md'));
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(contractManifest(), null, 2)}\n`);
  emitTypes(typesDir);
  inlineWorkspaceImports(root, typesDir);
  // ES-module typings, as the libs are: a remote's imports and theirs then resolve to the
  // same declarations of each package (not its CommonJS .d.cts twin)
  writeFileSync(join(typesDir, 'package.json'), '{ "type": "module" }\n');
  const packages = [publish(npmPack(root), 'tutor-remote-contract')];
  for (const name of HOST_LIBS) {
    const dir = join(stage, name);
    writeHostPackage(name, dir, typesDir);
    packages.push(publish(npmPack(dir), `tutor-${name}`));
  }
  rmSync(stage, { recursive: true, force: true });
  const index = { version: contract.version, packages };
  writeFileSync(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { packages } = pack();
  for (const { file } of packages)
    console.log(`packed ${relative(process.cwd(), join(out, file))}`);
}

import { parseEntry, parseRemotesRegistry, registryOrigins } from './remotes-registry.parser';

describe('a registry entry', () => {
  it('is a manifest URL, absolute or on this server', () => {
    expect(parseEntry('/remotes/auth/mf-manifest.json')).toEqual({
      entry: '/remotes/auth/mf-manifest.json',
      type: 'manifest',
    });
    expect(parseEntry('https://cdn.test/a/mf-manifest.json')).toEqual({
      entry: 'https://cdn.test/a/mf-manifest.json',
      type: 'manifest',
    });
  });

  it('or a remoteEntry.js with how it loads', () => {
    const entry = 'https://cdn.test/a/remoteEntry.js';
    expect(parseEntry({ entry, type: 'module' })).toEqual({ entry, type: 'module' });
    expect(parseEntry({ entry, type: 'global' })).toEqual({ entry, type: 'global' });
  });

  it.each([
    ['javascript:alert(1)', 'must be an http(s) URL of an mf-manifest.json'],
    ['has space.json', 'must be an http(s) URL of an mf-manifest.json'],
    [42, 'must be a manifest URL or { "entry": URL, "type": "module" | "global" }'],
    [['/x.json'], 'must be a manifest URL or { "entry": URL, "type": "module" | "global" }'],
    [{ type: 'module' }, '"entry" must be an http(s) URL of a remoteEntry.js'],
    [{ entry: 'ftp://x/remoteEntry.js', type: 'module' }, '"entry" must be an http(s) URL'],
    [{ entry: '/remoteEntry.js' }, '"type" must be "module" or "global"'],
    [{ entry: '/remoteEntry.js', type: 'esm' }, '"type" must be "module" or "global"'],
  ])('refuses %j', (value, problem) => {
    expect(parseEntry(value)).toEqual(expect.stringContaining(problem));
  });
});

describe('the registry file', () => {
  it('keeps the good entries next to an unknown name and a bad entry', () => {
    const registry = parseRemotesRegistry(
      { payments: '/p.json', auth: '/a.json', tasks: { entry: '/t.js' } },
      'remotes.json',
    );
    expect(registry.remotes).toEqual({ auth: { entry: '/a.json', type: 'manifest' } });
    expect(registry.skipped.map((skipped) => skipped.name)).toEqual(['payments', 'tasks']);
  });

  it('refuses a file that is no object at all', () => {
    expect(() => parseRemotesRegistry([], 'remotes.json')).toThrow(
      'remotes.json must be a JSON object',
    );
  });

  it('gives the origins of its absolute entries', () => {
    const registry = parseRemotesRegistry(
      {
        auth: '/a.json',
        tasks: 'https://cdn.test/t/mf-manifest.json',
        journal: { entry: 'https://esm.test/j/remoteEntry.js', type: 'module' },
      },
      'remotes.json',
    );
    expect(registryOrigins(registry)).toEqual(['https://cdn.test', 'https://esm.test']);
  });
});

import { describeMismatch, sharedMismatches, type SharingInstance } from './shared-check';

const instance = (
  name: string,
  shared: Record<string, [version: string, required?: string][]>,
): SharingInstance => ({
  name,
  options: {
    shared: Object.fromEntries(
      Object.entries(shared).map(([pkg, items]) => [
        pkg,
        items.map(([version, requiredVersion]) => ({
          version,
          shareConfig: { requiredVersion },
        })),
      ]),
    ),
  },
});

describe('sharedMismatches', () => {
  const shell = instance('shell', {
    react: [['19.3.1', '^19.0.0']],
    'react-router-dom': [['7.9.0', '^7.0.0']],
  });

  it('names each package the shell shares in a version the remote does not accept', () => {
    const remote = instance('external_market', {
      react: [['18.3.1', '^18.2.0']],
      'react-router-dom': [['7.9.0', '^7.1.0']],
      zustand: [['5.0.0', '^4.0.0']],
    });
    const mismatches = sharedMismatches(remote, shell);
    expect(mismatches).toEqual([{ pkgName: 'react', provided: '19.3.1', required: '^18.2.0' }]);
    expect(mismatches.map(describeMismatch)).toEqual([
      'react 19.3.1 is shared, it asks for ^18.2.0',
    ]);
  });

  it('finds nothing when the ranges fit or the remote states none', () => {
    const remote = instance('tasks', {
      react: [['19.3.1', '^19.0.0']],
      'react-router-dom': [['7.9.0']],
    });
    expect(sharedMismatches(remote, shell)).toEqual([]);
  });
});

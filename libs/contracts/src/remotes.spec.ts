import { isRemoteName, remoteForPath } from './remotes';

describe('remoteForPath', () => {
  it.each([
    ['/login', 'auth'],
    ['/password/reset/abc', 'auth'],
    ['/tasks', 'tasks'],
    ['/works/12', 'tasks'],
    ['/students', 'tasks'],
    ['/marketplace/materials/3', 'marketplace'],
    ['/journal', 'journal'],
    ['/payouts/requisites', 'journal'],
  ])('sends %s to the %s remote', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('owns no path the shell keeps for itself', () => {
    expect(remoteForPath('/')).toBeUndefined();
    expect(remoteForPath('/settings')).toBeUndefined();
  });

  it('does not match a path that only starts with an area name', () => {
    expect(remoteForPath('/loginx')).toBeUndefined();
    expect(remoteForPath('/tasksheet')).toBeUndefined();
  });
});

describe('isRemoteName', () => {
  it('accepts the four remotes only', () => {
    expect(['auth', 'tasks', 'marketplace', 'journal'].every(isRemoteName)).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
  });
});

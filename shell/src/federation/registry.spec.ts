import { parseRegistry } from './registry';

describe('parseRegistry', () => {
  it('resolves relative manifest URLs against the page', () => {
    expect(
      parseRegistry({ auth: '/remotes/auth/mf-manifest.json' }, 'http://app.test/login'),
    ).toEqual({
      auth: 'http://app.test/remotes/auth/mf-manifest.json',
    });
  });

  it('keeps absolute URLs of remotes on a CDN', () => {
    const cdn = 'https://cdn.test/tasks/2.1.0/mf-manifest.json';
    expect(parseRegistry({ tasks: cdn }, 'http://app.test/')).toEqual({ tasks: cdn });
  });

  it('drops names that are not remotes and entries that are not strings', () => {
    expect(parseRegistry({ shell: '/x.json', journal: 42 }, 'http://app.test/')).toEqual({});
    expect(parseRegistry(null, 'http://app.test/')).toEqual({});
  });
});

import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cache-control';

describe('cacheControlFor', () => {
  it.each(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'logo.svg'])(
    'makes the browser revalidate %s',
    (file) => {
      expect(cacheControlFor(`/dist/${file}`)).toBe(NO_CACHE);
    },
  );

  it.each(['main.3f2a1b9c.js', '123.a1b2c3d4e5f60718.css', 'vendors-react.0123abcd.js.map'])(
    'keeps the content-hashed %s for a year',
    (file) => {
      expect(cacheControlFor(`/dist/static/${file}`)).toBe(IMMUTABLE);
    },
  );

  it.each(['remoteEntry.js', 'mf-manifest.json'])(
    'keeps %s of a build folder for a year',
    (file) => {
      expect(cacheControlFor(`/mfe-tasks/dist/builds/6186ba5dbd88/${file}`)).toBe(IMMUTABLE);
      expect(cacheControlFor(`/mfe-tasks/dist/${file}`)).toBe(NO_CACHE);
    },
  );
});

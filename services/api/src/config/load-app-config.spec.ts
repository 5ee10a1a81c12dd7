import { join } from 'node:path';
import { ConfigValidationError } from './config-validation.error';
import { REPOSITORY_ROOT, loadAppConfig } from './load-app-config';
import { enabledProviders } from './oauth-config';

const cwd = '/srv/tutor';

describe('loadAppConfig', () => {
  it('fills the documented defaults from an empty environment', () => {
    const config = loadAppConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      database: { type: 'sqlite', path: '/srv/tutor/var/data.sqlite' },
      redisUrl: undefined,
      remotesConfigPath: undefined,
      mailDir: '/srv/tutor/var/mail',
      smtpUrl: undefined,
      logLevel: 'info',
      webRoot: REPOSITORY_ROOT,
      roles: undefined,
      logoUrl: '/logo.svg',
      logoTitle: undefined,
    });
    expect(enabledProviders(config.oauth)).toEqual([]);
  });

  it('computes the web root as the folder holding shell/', () => {
    expect(require.resolve(join(REPOSITORY_ROOT, 'shell', 'package.json'))).toBeTruthy();
  });

  it('derives APP_URL from PORT and resolves relative paths against the working directory', () => {
    const config = loadAppConfig(
      { PORT: '4000', DATABASE_URL: 'sqlite:tmp/x.sqlite', REMOTES_CONFIG: 'remotes.json' },
      cwd,
    );
    expect(config.appUrl).toBe('http://localhost:4000');
    expect(config.database).toEqual({ type: 'sqlite', path: '/srv/tutor/tmp/x.sqlite' });
    expect(config.remotesConfigPath).toBe('/srv/tutor/remotes.json');
  });

  it('keeps a PostgreSQL URL and treats blank variables as unset', () => {
    const config = loadAppConfig({ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: '  ' }, cwd);
    expect(config.database).toEqual({ type: 'postgres', url: 'postgres://u@h/db' });
    expect(config.redisUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535'],
    [{ APP_URL: 'localhost' }, 'APP_URL must be an http:// or https:// URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL or sqlite:<file path>'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ ROLES: '[{"id":1}]' }, 'ROLES must be a JSON array'],
    [
      { OAUTH_GOOGLE_TOKEN_URL: 'nope' },
      'OAUTH_GOOGLE_TOKEN_URL must be an http:// or https:// URL',
    ],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => loadAppConfig(env, cwd)).toThrow(ConfigValidationError);
    expect(() => loadAppConfig(env, cwd)).toThrow(message);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadAppConfig({ PORT: '0', REDIS_URL: 'x' }, cwd)).toThrow(
      'Invalid configuration: PORT must be an integer between 1 and 65535; REDIS_URL must be a redis:// or rediss:// URL',
    );
  });
});

describe('OAuth configuration', () => {
  it('enables a provider only with both client id and secret, in the spec order', () => {
    const config = loadAppConfig(
      {
        OAUTH_YANDEX_CLIENT_ID: 'y',
        OAUTH_YANDEX_CLIENT_SECRET: 's',
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_VKONTAKTE_CLIENT_ID: 'v',
        OAUTH_VKONTAKTE_CLIENT_SECRET: 's',
        TELEGRAM_BOT_TOKEN: 't',
      },
      cwd,
    );
    expect(enabledProviders(config.oauth)).toEqual(['vkontakte', 'telegram', 'yandex']);
  });

  it('uses the provider endpoints unless overridden', () => {
    const config = loadAppConfig(
      {
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_GOOGLE_CLIENT_SECRET: 's',
        OAUTH_GOOGLE_TOKEN_URL: 'http://127.0.0.1:9999/token',
      },
      cwd,
    );
    expect(config.oauth.clients.google).toEqual({
      clientId: 'g',
      clientSecret: 's',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'http://127.0.0.1:9999/token',
      profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    });
  });
});

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
      remoteLoadTimeoutMs: 8000,
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

  it('fills the defaults of sessions, rate limits, password resets and mail', () => {
    const config = loadAppConfig({}, cwd);
    expect(config).toMatchObject({
      redisPrefix: '',
      mailFrom: 'no-reply@localhost',
      trustProxy: undefined,
      session: {
        secret: undefined,
        secretFile: '/srv/tutor/var/session.secret',
        lifetimeMinutes: 10080,
        secureCookies: false,
      },
      rateLimits: {
        account: { maxAttempts: 60, windowSeconds: 60 },
        login: { maxAttempts: 5, windowSeconds: 60 },
        loginAccount: { maxAttempts: 20, windowSeconds: 900 },
      },
      passwordReset: { expireMinutes: 60, throttleSeconds: 60 },
    });
  });

  it('reads the account settings from the environment', () => {
    const config = loadAppConfig(
      {
        APP_URL: 'https://tutor.example.com/',
        SESSION_SECRET: 'a-long-enough-secret',
        SESSION_LIFETIME_MINUTES: '120',
        ACCOUNT_RATE_LIMIT: '10',
        ACCOUNT_RATE_WINDOW_SECONDS: '30',
        LOGIN_MAX_ATTEMPTS: '3',
        LOGIN_LOCK_SECONDS: '300',
        PASSWORD_RESET_EXPIRE_MINUTES: '15',
        PASSWORD_RESET_THROTTLE_SECONDS: '0',
        MAIL_FROM: 'Tutor <robot@tutor.example.com>',
        REDIS_PREFIX: 'tutor:',
      },
      cwd,
    );
    expect(config).toMatchObject({
      mailFrom: 'Tutor <robot@tutor.example.com>',
      redisPrefix: 'tutor:',
      session: { secret: 'a-long-enough-secret', lifetimeMinutes: 120, secureCookies: true },
      rateLimits: {
        account: { maxAttempts: 10, windowSeconds: 30 },
        login: { maxAttempts: 3, windowSeconds: 300 },
      },
      passwordReset: { expireMinutes: 15, throttleSeconds: 0 },
    });
  });

  it.each([
    ['0', 0],
    ['false', 0],
    ['2', 2],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['192.0.2.10,2001:db8::/32, uniquelocal', ['192.0.2.10', '2001:db8::/32', 'uniquelocal']],
  ])('reads TRUST_PROXY=%s as %j', (value, trust) => {
    expect(loadAppConfig({ TRUST_PROXY: value }, cwd).trustProxy).toEqual(trust);
  });

  it.each([['true'], ['all'], ['*'], ['0.0.0.0/0'], ['::/0'], ['33'], ['10.0.0.0/33'], ['proxy']])(
    'refuses TRUST_PROXY=%s at start-up, naming the variable',
    (value) => {
      expect(() => loadAppConfig({ TRUST_PROXY: value }, cwd)).toThrow(
        'TRUST_PROXY must be a number of proxy hops',
      );
    },
  );

  it('reads the account lock and the upload limits', () => {
    const config = loadAppConfig(
      {
        LOGIN_ACCOUNT_MAX_ATTEMPTS: '50',
        LOGIN_ACCOUNT_LOCK_SECONDS: '600',
        FILE_QUOTA_MB: '100',
        FILE_UPLOAD_RATE_LIMIT: '5',
        FILE_UPLOAD_RATE_WINDOW_SECONDS: '10',
        FILE_ORPHAN_GRACE_HOURS: '48',
        FILE_ORPHAN_SWEEP_MS: '60000',
      },
      cwd,
    );
    expect(config.rateLimits.loginAccount).toEqual({ maxAttempts: 50, windowSeconds: 600 });
    expect(config.files).toMatchObject({
      quotaMb: 100,
      uploadRate: { maxAttempts: 5, windowSeconds: 10 },
      orphanGraceHours: 48,
      orphanSweepIntervalMs: 60000,
    });
    expect(loadAppConfig({}, cwd).files).toMatchObject({
      quotaMb: 500,
      uploadRate: { maxAttempts: 20, windowSeconds: 60 },
      orphanGraceHours: 24,
    });
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

  it('reads OPERATOR_EMAILS as trimmed lower-case addresses, none by default', () => {
    const config = loadAppConfig({ OPERATOR_EMAILS: ' Ops@Example.com,b@example.org ' }, cwd);
    expect(config.operatorEmails).toEqual(['ops@example.com', 'b@example.org']);
    expect(loadAppConfig({}, cwd).operatorEmails).toEqual([]);
  });

  it('keeps a PostgreSQL URL and treats blank variables as unset', () => {
    const config = loadAppConfig({ DATABASE_URL: 'postgres://u@h/db', REDIS_URL: '  ' }, cwd);
    expect(config.database).toEqual({
      type: 'postgres',
      url: 'postgres://u@h/db',
      directUrl: 'postgres://u@h/db',
      replicaUrls: [],
      replicaMaxLagSeconds: 5,
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads the direct URL, the replicas and their lag limit', () => {
    const config = loadAppConfig(
      {
        DATABASE_URL: 'postgres://u@pooler/db',
        DATABASE_DIRECT_URL: 'postgres://u@primary/db',
        DATABASE_REPLICA_URLS: ' postgres://u@r1/db, postgresql://u@r2/db ',
        DATABASE_REPLICA_MAX_LAG_SECONDS: '2',
      },
      cwd,
    );
    expect(config.database).toEqual({
      type: 'postgres',
      url: 'postgres://u@pooler/db',
      directUrl: 'postgres://u@primary/db',
      replicaUrls: ['postgres://u@r1/db', 'postgresql://u@r2/db'],
      replicaMaxLagSeconds: 2,
    });
  });

  it('refuses replicas or a direct URL without PostgreSQL', () => {
    expect(() => loadAppConfig({ DATABASE_REPLICA_URLS: 'postgres://u@r/db' }, cwd)).toThrow(
      'DATABASE_REPLICA_URLS and DATABASE_DIRECT_URL need a postgres:// DATABASE_URL',
    );
  });

  it('reads Redis Sentinels as hosts and ports with the master name', () => {
    const config = loadAppConfig(
      {
        REDIS_URL: 'redis://:pw@redis/2',
        REDIS_SENTINELS: 'sentinel-a:26379, 10.0.0.2:26380',
        REDIS_SENTINEL_NAME: 'tutor',
      },
      cwd,
    );
    expect(config.redisSentinel).toEqual({
      sentinels: [
        { host: 'sentinel-a', port: 26379 },
        { host: '10.0.0.2', port: 26380 },
      ],
      name: 'tutor',
    });
    expect(loadAppConfig({}, cwd).redisSentinel).toBeUndefined();
  });

  it.each([
    [{ DATABASE_DIRECT_URL: 'sqlite:x' }, 'DATABASE_DIRECT_URL must be a postgres:// URL'],
    [
      { DATABASE_REPLICA_URLS: 'postgres://u@r/db,redis://x' },
      'DATABASE_REPLICA_URLS must be a comma-separated list of postgres:// URLs',
    ],
    [{ DATABASE_REPLICA_MAX_LAG_SECONDS: '0' }, 'DATABASE_REPLICA_MAX_LAG_SECONDS must be'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535'],
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535'],
    [{ APP_URL: 'localhost' }, 'APP_URL must be an http:// or https:// URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// URL or sqlite:<file path>'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ OPERATOR_EMAILS: 'ops@example.com, nobody' }, 'OPERATOR_EMAILS must be a comma-separated'],
    [{ ROLES: '[{"id":1}]' }, 'ROLES must be a JSON array'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 16 characters'],
    [{ SESSION_LIFETIME_MINUTES: '0' }, 'SESSION_LIFETIME_MINUTES must be an integer'],
    [{ ACCOUNT_RATE_LIMIT: 'many' }, 'ACCOUNT_RATE_LIMIT must be an integer'],
    [{ ACCOUNT_RATE_WINDOW_SECONDS: '-1' }, 'ACCOUNT_RATE_WINDOW_SECONDS must be an integer'],
    [{ LOGIN_MAX_ATTEMPTS: '0' }, 'LOGIN_MAX_ATTEMPTS must be an integer'],
    [{ LOGIN_LOCK_SECONDS: '1.5' }, 'LOGIN_LOCK_SECONDS must be an integer'],
    [{ PASSWORD_HASH_COST: '9' }, 'PASSWORD_HASH_COST must be an integer between 10 and 17'],
    [{ PASSWORD_HASH_COST: '18' }, 'PASSWORD_HASH_COST must be an integer between 10 and 17'],
    [{ PASSWORD_RESET_EXPIRE_MINUTES: '0' }, 'PASSWORD_RESET_EXPIRE_MINUTES must be an integer'],
    [
      { PASSWORD_RESET_THROTTLE_SECONDS: 'x' },
      'PASSWORD_RESET_THROTTLE_SECONDS must be an integer',
    ],
    [{ REDIS_PREFIX: 'has space' }, 'REDIS_PREFIX must be up to 64'],
    [
      { REDIS_URL: 'redis://r', REDIS_SENTINELS: 'a:1,b', REDIS_SENTINEL_NAME: 'm' },
      'REDIS_SENTINELS must be a comma-separated list of host:port',
    ],
    [
      { REDIS_URL: 'redis://r', REDIS_SENTINELS: 'a:26379' },
      'REDIS_SENTINELS and REDIS_SENTINEL_NAME must be set together',
    ],
    [{ REDIS_SENTINELS: 'a:26379', REDIS_SENTINEL_NAME: 'm' }, 'REDIS_SENTINELS needs REDIS_URL'],
    [{ TRUST_PROXY: 'a;b' }, 'TRUST_PROXY must be a number of proxy hops'],
    [{ LOGIN_ACCOUNT_MAX_ATTEMPTS: '0' }, 'LOGIN_ACCOUNT_MAX_ATTEMPTS must be an integer'],
    [{ FILE_QUOTA_MB: '-5' }, 'FILE_QUOTA_MB must be an integer'],
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
        TELEGRAM_BOT_NAME: 'tutor_bot',
      },
      cwd,
    );
    expect(enabledProviders(config.oauth)).toEqual(['vkontakte', 'telegram', 'yandex']);
  });

  it('enables Telegram only with both the bot token and the bot name', () => {
    expect(loadAppConfig({ TELEGRAM_BOT_TOKEN: '1:x' }, cwd).oauth.telegram).toBeUndefined();
    expect(
      loadAppConfig({ TELEGRAM_BOT_TOKEN: '1:x', TELEGRAM_BOT_NAME: '@tutor_bot' }, cwd).oauth
        .telegram,
    ).toEqual({ botToken: '1:x', botName: 'tutor_bot' });
  });

  it('uses VK ID endpoints with OAUTH_VKONTAKTE_MODE=vkid, classic ones by default', () => {
    const vk = { OAUTH_VKONTAKTE_CLIENT_ID: 'v', OAUTH_VKONTAKTE_CLIENT_SECRET: 's' };
    const classic = loadAppConfig(vk, cwd).oauth;
    expect(classic.vkontakteMode).toBe('classic');
    expect(classic.clients.vkontakte?.authorizationUrl).toBe('https://oauth.vk.com/authorize');
    const vkid = loadAppConfig({ ...vk, OAUTH_VKONTAKTE_MODE: 'vkid' }, cwd).oauth;
    expect(vkid.vkontakteMode).toBe('vkid');
    expect(vkid.clients.vkontakte).toMatchObject({
      authorizationUrl: 'https://id.vk.com/authorize',
      tokenUrl: 'https://id.vk.com/oauth2/auth',
      profileUrl: 'https://id.vk.com/oauth2/user_info',
    });
    expect(() => loadAppConfig({ ...vk, OAUTH_VKONTAKTE_MODE: 'new' }, cwd)).toThrow(
      'OAUTH_VKONTAKTE_MODE must be one of classic, vkid',
    );
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

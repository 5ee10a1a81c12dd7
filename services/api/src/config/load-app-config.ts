import { resolve } from 'node:path';
import type { AppConfig, DatabaseConfig } from './app-config';
import { validateEnv, type EnvSource, type EnvironmentVariables } from './env.validation';
import { buildOAuthConfig } from './oauth-config';
import { parseRoles } from './roles-config';

/** The repository root: this file lives in services/api/{src,dist}/config/. */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..');

const DEFAULT_SQLITE_FILE = 'var/data.sqlite';
const DEFAULT_MAIL_DIR = 'var/mail';
const DEFAULT_PORT = 3000;

function databaseConfig(url: string | undefined, cwd: string): DatabaseConfig {
  if (url === undefined) return { type: 'sqlite', path: resolve(cwd, DEFAULT_SQLITE_FILE) };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    return { type: 'sqlite', path: file === ':memory:' ? file : resolve(cwd, file) };
  }
  return { type: 'postgres', url };
}

function buildAppConfig(env: EnvironmentVariables, cwd: string): AppConfig {
  const port = env.PORT === undefined ? DEFAULT_PORT : Number(env.PORT);
  const optionalPath = (value: string | undefined): string | undefined =>
    value === undefined ? undefined : resolve(cwd, value);
  return {
    port,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    database: databaseConfig(env.DATABASE_URL, cwd),
    redisUrl: env.REDIS_URL,
    remotesConfigPath: optionalPath(env.REMOTES_CONFIG),
    mailDir: resolve(cwd, env.MAIL_DIR ?? DEFAULT_MAIL_DIR),
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: optionalPath(env.WEB_ROOT) ?? REPOSITORY_ROOT,
    roles: env.ROLES === undefined ? undefined : parseRoles(env.ROLES),
    logoUrl: env.LOGO_URL ?? '/logo.svg',
    logoTitle: env.LOGO_TITLE,
    oauth: buildOAuthConfig(env),
  };
}

/**
 * Reads and validates the environment once. The one place that reads process.env; tests
 * pass their own source. Relative paths resolve against the working directory.
 */
export function loadAppConfig(source: EnvSource = process.env, cwd = process.cwd()): AppConfig {
  return buildAppConfig(validateEnv(source), cwd);
}

import { resolve } from 'node:path';
import type { AppConfig, DatabaseConfig, MarketplaceConfig } from './app-config';
import { ConfigValidationError } from './config-validation.error';
import { buildJournalConfig } from './journal-config';
import { parseEmailList, parseUrlList } from './env-validators';
import { validateEnv, type EnvSource, type EnvironmentVariables } from './env.validation';
import { buildOAuthConfig } from './oauth-config';
import { parseRoles } from './roles-config';
import { parseTrustProxy } from './trust-proxy';
import { buildPayoutsConfig } from './payouts-config';
import { buildFileStoreConfig } from './file-store-config';
import { buildYooKassaConfig } from './yookassa-config';
import { buildSubscriptionsConfig } from './subscriptions-config';
import { redisSentinelConfig } from './redis-sentinel-config';

/** The repository root: this file lives in services/api/{src,dist}/config/. */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..');

const DEFAULT_SQLITE_FILE = 'var/data.sqlite';
const DEFAULT_REPLICA_MAX_LAG_SECONDS = 5;
const DEFAULT_MAIL_DIR = 'var/mail';
const DEFAULT_FILES_DIR = 'var/files';
const DEFAULT_FILE_MAX_MB = 20;
export const DEFAULT_FILE_TYPES =
  'pdf,doc,docx,odt,rtf,txt,xls,xlsx,ppt,pptx,jpg,jpeg,png,gif,webp,mp3,m4a,ogg,oga,wav,webm,mp4,zip';
const DEFAULT_PORT = 3000;
const DEFAULT_SESSION_SECRET_FILE = 'var/session.secret';
/** A week of inactivity ends a session (every answer extends it). */
const DEFAULT_SESSION_LIFETIME_MINUTES = 7 * 24 * 60;
const DEFAULT_ACCOUNT_RATE_LIMIT = 60;
const DEFAULT_ACCOUNT_RATE_WINDOW_SECONDS = 60;
const DEFAULT_LOGIN_MAX_ATTEMPTS = 5;
const DEFAULT_LOGIN_LOCK_SECONDS = 60;
const DEFAULT_LOGIN_ACCOUNT_MAX_ATTEMPTS = 20;
const DEFAULT_LOGIN_ACCOUNT_LOCK_SECONDS = 900;
const DEFAULT_FILE_QUOTA_MB = 500;
const DEFAULT_FILE_UPLOAD_RATE_LIMIT = 20;
const DEFAULT_FILE_UPLOAD_RATE_WINDOW_SECONDS = 60;
const DEFAULT_FILE_ORPHAN_GRACE_HOURS = 24;
const DEFAULT_FILE_ORPHAN_SWEEP_MS = 60 * 60 * 1000;
/** N = 2^15: 32 MiB and a few dozen milliseconds a hash. */
const DEFAULT_PASSWORD_HASH_COST = 15;
const DEFAULT_PASSWORD_RESET_EXPIRE_MINUTES = 60;
const DEFAULT_PASSWORD_RESET_THROTTLE_SECONDS = 60;
/** 1 MiB, the one limit every route had before. */
const DEFAULT_BODY_LIMIT_KB = 1024;
/** An account form or a client error report is a few short fields. */
const DEFAULT_ACCOUNT_BODY_LIMIT_KB = 16;

function databaseConfig(env: EnvironmentVariables, cwd: string): DatabaseConfig {
  const url = env.DATABASE_URL;
  const postgresOnly = [env.DATABASE_REPLICA_URLS, env.DATABASE_DIRECT_URL];
  if (url === undefined || url.startsWith('sqlite:')) {
    if (postgresOnly.some((value) => value !== undefined)) {
      throw new ConfigValidationError([
        'DATABASE_REPLICA_URLS and DATABASE_DIRECT_URL need a postgres:// DATABASE_URL',
      ]);
    }
  }
  if (url === undefined) return { type: 'sqlite', path: resolve(cwd, DEFAULT_SQLITE_FILE) };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    return { type: 'sqlite', path: file === ':memory:' ? file : resolve(cwd, file) };
  }
  return {
    type: 'postgres',
    url,
    directUrl: env.DATABASE_DIRECT_URL ?? url,
    replicaUrls: parseUrlList(env.DATABASE_REPLICA_URLS ?? ''),
    replicaMaxLagSeconds: integer(
      env.DATABASE_REPLICA_MAX_LAG_SECONDS,
      DEFAULT_REPLICA_MAX_LAG_SECONDS,
    ),
  };
}

function integer(value: string | undefined, fallback: number): number {
  return value === undefined ? fallback : Number(value);
}

function fileTypes(list: string): string[] {
  return [...new Set(list.split(',').map((type) => type.trim().toLowerCase()))];
}

function defaultMailFrom(appUrl: string): string {
  return `no-reply@${new URL(appUrl).hostname}`;
}

function buildAppConfig(env: EnvironmentVariables, cwd: string): AppConfig {
  const port = env.PORT === undefined ? DEFAULT_PORT : Number(env.PORT);
  const optionalPath = (value: string | undefined): string | undefined =>
    value === undefined ? undefined : resolve(cwd, value);
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    appUrl,
    database: databaseConfig(env, cwd),
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX ?? '',
    redisSentinel: redisSentinelConfig(env.REDIS_SENTINELS, env.REDIS_SENTINEL_NAME),
    remotesConfigPath: optionalPath(env.REMOTES_CONFIG),
    remoteLoadTimeoutMs: integer(env.REMOTE_LOAD_TIMEOUT_MS, 8000),
    operatorEmails: parseEmailList(env.OPERATOR_EMAILS ?? '') ?? [],
    mailDir: resolve(cwd, env.MAIL_DIR ?? DEFAULT_MAIL_DIR),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? defaultMailFrom(appUrl),
    mailOutbox: {
      sweepIntervalMs: integer(env.MAIL_SWEEP_MS, 5000),
      maxAttempts: integer(env.MAIL_MAX_ATTEMPTS, 10),
      retryBaseMs: integer(env.MAIL_RETRY_MS, 5000),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: optionalPath(env.WEB_ROOT) ?? REPOSITORY_ROOT,
    roles: env.ROLES === undefined ? undefined : parseRoles(env.ROLES),
    logoUrl: env.LOGO_URL ?? '/logo.svg',
    logoTitle: env.LOGO_TITLE,
    oauth: buildOAuthConfig(env),
    session: {
      secret: env.SESSION_SECRET,
      secretFile: resolve(cwd, DEFAULT_SESSION_SECRET_FILE),
      lifetimeMinutes: integer(env.SESSION_LIFETIME_MINUTES, DEFAULT_SESSION_LIFETIME_MINUTES),
      secureCookies: appUrl.startsWith('https:'),
    },
    rateLimits: {
      account: {
        maxAttempts: integer(env.ACCOUNT_RATE_LIMIT, DEFAULT_ACCOUNT_RATE_LIMIT),
        windowSeconds: integer(
          env.ACCOUNT_RATE_WINDOW_SECONDS,
          DEFAULT_ACCOUNT_RATE_WINDOW_SECONDS,
        ),
      },
      login: {
        maxAttempts: integer(env.LOGIN_MAX_ATTEMPTS, DEFAULT_LOGIN_MAX_ATTEMPTS),
        windowSeconds: integer(env.LOGIN_LOCK_SECONDS, DEFAULT_LOGIN_LOCK_SECONDS),
      },
      loginAccount: {
        maxAttempts: integer(env.LOGIN_ACCOUNT_MAX_ATTEMPTS, DEFAULT_LOGIN_ACCOUNT_MAX_ATTEMPTS),
        windowSeconds: integer(env.LOGIN_ACCOUNT_LOCK_SECONDS, DEFAULT_LOGIN_ACCOUNT_LOCK_SECONDS),
      },
    },
    passwordReset: {
      expireMinutes: integer(
        env.PASSWORD_RESET_EXPIRE_MINUTES,
        DEFAULT_PASSWORD_RESET_EXPIRE_MINUTES,
      ),
      throttleSeconds: integer(
        env.PASSWORD_RESET_THROTTLE_SECONDS,
        DEFAULT_PASSWORD_RESET_THROTTLE_SECONDS,
      ),
    },
    passwordHash: { costLog2: integer(env.PASSWORD_HASH_COST, DEFAULT_PASSWORD_HASH_COST) },
    trustProxy: env.TRUST_PROXY === undefined ? undefined : parseTrustProxy(env.TRUST_PROXY),
    files: {
      dir: resolve(cwd, env.FILES_DIR ?? DEFAULT_FILES_DIR),
      maxMb: integer(env.FILE_MAX_MB, DEFAULT_FILE_MAX_MB),
      types: fileTypes(env.FILE_TYPES ?? DEFAULT_FILE_TYPES),
      quotaMb: integer(env.FILE_QUOTA_MB, DEFAULT_FILE_QUOTA_MB),
      uploadRate: {
        maxAttempts: integer(env.FILE_UPLOAD_RATE_LIMIT, DEFAULT_FILE_UPLOAD_RATE_LIMIT),
        windowSeconds: integer(
          env.FILE_UPLOAD_RATE_WINDOW_SECONDS,
          DEFAULT_FILE_UPLOAD_RATE_WINDOW_SECONDS,
        ),
      },
      orphanGraceHours: integer(env.FILE_ORPHAN_GRACE_HOURS, DEFAULT_FILE_ORPHAN_GRACE_HOURS),
      orphanSweepIntervalMs: integer(env.FILE_ORPHAN_SWEEP_MS, DEFAULT_FILE_ORPHAN_SWEEP_MS),
      storage: buildFileStoreConfig(env),
    },
    dispatch: {
      sweepIntervalMs: integer(env.DISPATCH_SWEEP_MS, 1000),
      leaseSeconds: integer(env.DISPATCH_LEASE_SECONDS, 60),
      maxAttempts: integer(env.DISPATCH_MAX_ATTEMPTS, 3),
    },
    works: { timerSweepIntervalMs: integer(env.WORK_TIMER_SWEEP_MS, 5000) },
    requestBodies: {
      limitKb: integer(env.BODY_LIMIT_KB, DEFAULT_BODY_LIMIT_KB),
      accountLimitKb: integer(env.ACCOUNT_BODY_LIMIT_KB, DEFAULT_ACCOUNT_BODY_LIMIT_KB),
    },
    marketplace: marketplaceConfig(env),
    journal: buildJournalConfig(env),
    yookassa: buildYooKassaConfig(env),
    payouts: buildPayoutsConfig(env),
    subscriptions: buildSubscriptionsConfig(env),
  };
}

function marketplaceConfig(env: EnvironmentVariables): MarketplaceConfig {
  const priceMinRub = integer(env.MATERIAL_PRICE_MIN_RUB, 50);
  const priceMaxRub = integer(env.MATERIAL_PRICE_MAX_RUB, 100_000);
  if (priceMinRub > priceMaxRub) {
    throw new ConfigValidationError([
      'MATERIAL_PRICE_MIN_RUB must not be greater than MATERIAL_PRICE_MAX_RUB',
    ]);
  }
  return {
    priceMinRub,
    priceMaxRub,
    updatesDays: integer(env.MARKETPLACE_UPDATES_DAYS, 365),
    refundDays: integer(env.MARKETPLACE_REFUND_DAYS, 14),
    feePercent: integer(env.MARKETPLACE_FEE_PERCENT, 20),
  };
}

/**
 * Reads and validates the environment once. The one place that reads process.env; tests
 * pass their own source. Relative paths resolve against the working directory.
 */
export function loadAppConfig(source: EnvSource = process.env, cwd = process.cwd()): AppConfig {
  return buildAppConfig(validateEnv(source), cwd);
}

import type { FileStoreConfig } from './file-store-config';
import type { LogLevel } from './env.validation';
import type { JournalConfig } from './journal-config';
import type { OAuthConfig } from './oauth-config';
import type { RoleConfig } from './roles-config';
import type { TrustProxy } from './trust-proxy';
import type { PayoutsConfig } from './payouts-config';
import type { YooKassaConfig } from './yookassa-config';
import type { SubscriptionsConfig } from './subscriptions-config';
import type { RedisSentinelConfig } from './redis-sentinel-config';

/** PostgreSQL's servers: the primary (maybe behind a pooler), its direct address, replicas. */
export interface PostgresConfig {
  type: 'postgres';
  /** DATABASE_URL: every statement that fits a transaction-mode pooler. */
  url: string;
  /** DATABASE_DIRECT_URL: the primary without the pooler, for migrations (defaults to url). */
  directUrl: string;
  /** DATABASE_REPLICA_URLS: streaming replicas the heavy reads may go to. */
  replicaUrls: readonly string[];
  /** DATABASE_REPLICA_MAX_LAG_SECONDS: a replica further behind is not read. */
  replicaMaxLagSeconds: number;
}

export type DatabaseConfig = { type: 'sqlite'; path: string } | PostgresConfig;

export type { TrustProxy } from './trust-proxy';

export interface SessionConfig {
  /** SESSION_SECRET; undefined means a random secret kept in `secretFile`. */
  secret: string | undefined;
  secretFile: string;
  /** Idle lifetime: every answer extends the session by this much. */
  lifetimeMinutes: number;
  /** Secure cookies, when APP_URL is https (TLS ends at a proxy in front of the app). */
  secureCookies: boolean;
}

/** A budget of attempts per window. */
export interface AttemptsLimit {
  maxAttempts: number;
  windowSeconds: number;
}

export interface RateLimitsConfig {
  /** Requests per IP and route on every account endpoint. */
  account: AttemptsLimit;
  /** Failed password attempts per email and IP; the window is the lock. */
  login: AttemptsLimit;
  /** Failed password attempts per email from any IP; the window is the account's lock. */
  loginAccount: AttemptsLimit;
}

/** scrypt's cost for new password hashes: N = 2^costLog2 (PASSWORD_HASH_COST). */
export interface PasswordHashConfig {
  costLog2: number;
}

export interface PasswordResetConfig {
  expireMinutes: number;
  /** Minimum time between two reset mails to one address. */
  throttleSeconds: number;
}

export interface FilesConfig {
  /** FILES_DIR: where the disk storage keeps uploads (default var/files). */
  dir: string;
  /** FILE_MAX_MB: the upload limit. */
  maxMb: number;
  /** FILE_TYPES: allowed extensions, lower case, without the dot. */
  types: readonly string[];
  /** FILE_QUOTA_MB: what one user's stored files may take together. */
  quotaMb: number;
  /** FILE_UPLOAD_RATE_LIMIT uploads per FILE_UPLOAD_RATE_WINDOW_SECONDS and user. */
  uploadRate: AttemptsLimit;
  /** FILE_ORPHAN_GRACE_HOURS: how long a file no answer names is kept. */
  orphanGraceHours: number;
  /** FILE_ORPHAN_SWEEP_MS: how often orphan files are looked for. */
  orphanSweepIntervalMs: number;
  /** FILE_STORAGE and the S3 settings. */
  storage: FileStoreConfig;
}

export interface DispatchConfig {
  /** How often the database is swept for due, stale or waiting jobs. */
  sweepIntervalMs: number;
  /** A running job whose worker has not renewed it for this long is picked up again. */
  leaseSeconds: number;
  /** Runs of one job before it ends in 25. */
  maxAttempts: number;
}

/** Size limits of JSON and form bodies, in KiB (answered 413 past them). */
export interface RequestBodiesConfig {
  /** BODY_LIMIT_KB: every route but the account ones. */
  limitKb: number;
  /** ACCOUNT_BODY_LIMIT_KB: the sign-in, registration and password forms, client errors. */
  accountLimitKb: number;
}

/** The mail outbox: how often it is swept, and how a failing message is retried. */
export interface MailOutboxConfig {
  sweepIntervalMs: number;
  /** Delivery attempts before a message is left failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt; it doubles after each further one. */
  retryBaseMs: number;
}

/** The marketplace's prices and windows. */
export interface MarketplaceConfig {
  /** MATERIAL_PRICE_MIN_RUB, MATERIAL_PRICE_MAX_RUB: a paid material's price range. */
  priceMinRub: number;
  priceMaxRub: number;
  /** MARKETPLACE_UPDATES_DAYS: how long after buying newer versions are offered. */
  updatesDays: number;
  /** MARKETPLACE_REFUND_DAYS: how long an unopened paid purchase may be refunded. */
  refundDays: number;
  /** MARKETPLACE_FEE_PERCENT: the platform's share of a sale. */
  feePercent: number;
}

export interface WorksConfig {
  /** How often timed works past their end are submitted. */
  timerSweepIntervalMs: number;
}

/**
 * The validated, typed configuration; inject it by this class. Values are built once at
 * start-up by `loadAppConfig()`, paths are absolute.
 */
export abstract class AppConfig {
  abstract readonly port: number;
  /** Public address of the app, without a trailing slash. */
  abstract readonly appUrl: string;
  abstract readonly database: DatabaseConfig;
  abstract readonly redisUrl: string | undefined;
  /** REDIS_PREFIX: put before every key, so apps or environments can share one Redis. */
  abstract readonly redisPrefix: string;
  /** REDIS_SENTINELS and REDIS_SENTINEL_NAME: the master is found through them. */
  abstract readonly redisSentinel: RedisSentinelConfig | undefined;
  /** The operator's remotes registry file; undefined serves the built-in registry. */
  abstract readonly remotesConfigPath: string | undefined;
  /** REMOTE_LOAD_TIMEOUT_MS: how long the shell waits for a remote before its fallback. */
  abstract readonly remoteLoadTimeoutMs: number;
  /** OPERATOR_EMAILS, lower case: the users who see the operator's pages (the remotes' status). */
  abstract readonly operatorEmails: readonly string[];
  abstract readonly mailDir: string;
  abstract readonly smtpUrl: string | undefined;
  /** The From header of every mail. */
  abstract readonly mailFrom: string;
  abstract readonly mailOutbox: MailOutboxConfig;
  abstract readonly logLevel: LogLevel;
  /** The folder holding shell/ and mfe-<name>/ with their dist/ builds. */
  abstract readonly webRoot: string;
  /** ROLES when set; undefined means the default teacher and student. */
  abstract readonly roles: readonly RoleConfig[] | undefined;
  abstract readonly logoUrl: string;
  /** LOGO_TITLE; undefined means the product title in the request's language. */
  abstract readonly logoTitle: string | undefined;
  abstract readonly oauth: OAuthConfig;
  abstract readonly session: SessionConfig;
  abstract readonly rateLimits: RateLimitsConfig;
  abstract readonly passwordReset: PasswordResetConfig;
  abstract readonly passwordHash: PasswordHashConfig;
  /** undefined: the app trusts no proxy header (req.ip is the peer). */
  abstract readonly trustProxy: TrustProxy | undefined;
  abstract readonly files: FilesConfig;
  abstract readonly dispatch: DispatchConfig;
  abstract readonly works: WorksConfig;
  abstract readonly requestBodies: RequestBodiesConfig;
  /** Payments: YooKassa when its credentials are set, else the built-in test provider. */
  abstract readonly yookassa: YooKassaConfig;
  abstract readonly marketplace: MarketplaceConfig;
  /** Payouts to authors: the minimum, the monthly run, the payouts provider. */
  abstract readonly payouts: PayoutsConfig;
  /** Plans, prices, the referral month and the renewal's timing. */
  abstract readonly subscriptions: SubscriptionsConfig;
  /** The gradebook journal (JOURNAL_*). */
  abstract readonly journal: JournalConfig;
}

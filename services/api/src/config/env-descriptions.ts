import type { EnvironmentVariables } from './env.validation';
import { DEFAULT_FILE_TYPES } from './load-app-config';
import { YOOKASSA_DEFAULT_API_URL, YOOKASSA_DEFAULT_NOTIFICATION_IPS } from './yookassa-config';

/** What an operator reads about one variable (in .env.example and docs/operations.md). */
export interface EnvVariableDescription {
  /** One line: what the variable sets. */
  readonly description: string;
  /** The value the API uses when the variable is unset, written as the variable would be. */
  readonly default?: string;
  /** When the default is not one value: how the API fills it. */
  readonly defaultNote?: string;
}

type Described = {
  readonly [Name in keyof Required<EnvironmentVariables>]: EnvVariableDescription;
};

const oauth = (provider: string, what: string): EnvVariableDescription => ({
  description: `${provider} sign-in: ${what}; the provider is offered only with its id and secret`,
});
const oauthUrl = (provider: string, which: string): EnvVariableDescription => ({
  description: `${provider} sign-in: its ${which} URL, replaced for a test provider`,
  defaultNote: "the provider's public endpoint",
});

/**
 * Every variable of EnvironmentVariables, described. The type makes a new variable fail to
 * compile until it is described here; `npm run env:example` writes .env.example from it.
 */
export const ENV_DESCRIPTIONS: Described = {
  PORT: { description: 'HTTP port of the API, the shell and the remotes', default: '3000' },
  APP_URL: {
    description: 'public address; links in mail and redirects use it',
    defaultNote: 'http://localhost:$PORT',
  },
  DATABASE_URL: {
    description: 'postgres://… to use PostgreSQL, or sqlite:<file>',
    default: 'sqlite:var/data.sqlite',
  },
  DATABASE_DIRECT_URL: {
    description:
      'the primary without a pooler (PgBouncer): migrations and anything session-bound use it',
    defaultNote: '$DATABASE_URL',
  },
  DATABASE_REPLICA_URLS: {
    description:
      'comma-separated postgres:// streaming replicas: the journal grid, catalogue, statements and exports read there',
  },
  DATABASE_REPLICA_MAX_LAG_SECONDS: {
    description: 'a replica further behind the primary than this is not read (the primary is)',
    default: '5',
  },
  REDIS_URL: {
    description: 'redis://…: sessions, limits and BullMQ queues in Redis; health reports it too',
  },
  REDIS_PREFIX: { description: 'key prefix for sessions and limits in Redis', default: '' },
  REDIS_SENTINELS: {
    description:
      "host:port,… of Redis Sentinels: every Redis client asks them for the master instead of REDIS_URL's host and port",
  },
  REDIS_SENTINEL_NAME: {
    description: 'the master name the Sentinels watch; set with REDIS_SENTINELS',
  },
  REMOTES_CONFIG: {
    description: 'registry JSON file; read at start-up, a changed file is a new registry version',
    defaultNote: 'the built-in registry of /remotes/<name>/mf-manifest.json',
  },
  REMOTE_LOAD_TIMEOUT_MS: {
    description: "how long the shell waits for a remote's area before its fallback",
    default: '8000',
  },
  OPERATOR_EMAILS: {
    description: 'comma-separated verified addresses of the operators (/operator/remotes)',
  },
  MAIL_DIR: {
    description: 'where mail is written as .eml when SMTP_URL is unset',
    default: 'var/mail',
  },
  SMTP_URL: { description: 'smtp://… or smtps://… to send mail' },
  LOG_LEVEL: { description: 'pino level (silent in tests)', default: 'info' },
  WEB_ROOT: {
    description: 'folder holding shell/dist and mfe-*/dist',
    defaultNote: 'the repository root',
  },
  ROLES: {
    description: 'JSON [{"id":1,"name":"…","phone_required":true}]',
    defaultNote: 'teacher 1 (phone required), student 2',
  },
  LOGO_URL: { description: "the spec's logo", default: '/logo.svg' },
  LOGO_TITLE: { description: "the spec's logo_title", defaultNote: 'the product title' },
  OAUTH_GOOGLE_CLIENT_ID: oauth('Google', 'client id'),
  OAUTH_GOOGLE_CLIENT_SECRET: oauth('Google', 'client secret'),
  OAUTH_GOOGLE_AUTHORIZATION_URL: oauthUrl('Google', 'authorization'),
  OAUTH_GOOGLE_TOKEN_URL: oauthUrl('Google', 'token'),
  OAUTH_GOOGLE_PROFILE_URL: oauthUrl('Google', 'profile'),
  OAUTH_VKONTAKTE_MODE: {
    description: 'vkid for VK ID (OAuth 2.1 with PKCE and device_id), which new VK apps must use',
    default: 'classic',
  },
  OAUTH_VKONTAKTE_CLIENT_ID: oauth('VK', 'client id'),
  OAUTH_VKONTAKTE_CLIENT_SECRET: oauth('VK', 'client secret'),
  OAUTH_VKONTAKTE_AUTHORIZATION_URL: oauthUrl('VK', 'authorization'),
  OAUTH_VKONTAKTE_TOKEN_URL: oauthUrl('VK', 'token'),
  OAUTH_VKONTAKTE_PROFILE_URL: oauthUrl('VK', 'profile'),
  OAUTH_YANDEX_CLIENT_ID: oauth('Yandex', 'client id'),
  OAUTH_YANDEX_CLIENT_SECRET: oauth('Yandex', 'client secret'),
  OAUTH_YANDEX_AUTHORIZATION_URL: oauthUrl('Yandex', 'authorization'),
  OAUTH_YANDEX_TOKEN_URL: oauthUrl('Yandex', 'token'),
  OAUTH_YANDEX_PROFILE_URL: oauthUrl('Yandex', 'profile'),
  OAUTH_FACEBOOK_CLIENT_ID: oauth('Facebook', 'client id'),
  OAUTH_FACEBOOK_CLIENT_SECRET: oauth('Facebook', 'client secret'),
  OAUTH_FACEBOOK_AUTHORIZATION_URL: oauthUrl('Facebook', 'authorization'),
  OAUTH_FACEBOOK_TOKEN_URL: oauthUrl('Facebook', 'token'),
  OAUTH_FACEBOOK_PROFILE_URL: oauthUrl('Facebook', 'profile'),
  TELEGRAM_BOT_TOKEN: { description: 'Telegram login widget (account linking): the bot token' },
  TELEGRAM_BOT_NAME: { description: 'Telegram login widget: the bot name; offered with both set' },
  SESSION_SECRET: {
    description: 'signs session cookies and XSRF tokens; the same on every instance',
    defaultNote: 'generated once into var/session.secret',
  },
  SESSION_LIFETIME_MINUTES: {
    description: 'idle lifetime of a session, extended by every request',
    default: '10080',
  },
  ACCOUNT_RATE_LIMIT: {
    description: 'requests per IP and account endpoint per window (429 past it)',
    default: '60',
  },
  ACCOUNT_RATE_WINDOW_SECONDS: { description: 'the account rate window', default: '60' },
  LOGIN_MAX_ATTEMPTS: {
    description: 'failed passwords per email and IP before that pair is locked',
    default: '5',
  },
  LOGIN_LOCK_SECONDS: { description: 'how long an email and IP pair stays locked', default: '60' },
  LOGIN_ACCOUNT_MAX_ATTEMPTS: {
    description: 'failed passwords per email from any IP before the account is locked',
    default: '20',
  },
  LOGIN_ACCOUNT_LOCK_SECONDS: {
    description: 'how long the account stays locked (not at an IP it signed in from lately)',
    default: '900',
  },
  PASSWORD_HASH_COST: {
    description: 'scrypt cost of new password hashes, N = 2^cost (10–17; tests use 10)',
    default: '15',
  },
  PASSWORD_RESET_EXPIRE_MINUTES: { description: 'lifetime of a reset link', default: '60' },
  PASSWORD_RESET_THROTTLE_SECONDS: {
    description: 'the wait between two reset links for one email',
    default: '60',
  },
  FILE_MAX_MB: { description: 'upload limit of one answer file in MB', default: '20' },
  FILE_TYPES: {
    description: 'allowed extensions of answer files, comma-separated',
    default: DEFAULT_FILE_TYPES,
  },
  FILES_DIR: {
    description: 'where uploaded files are kept; shared storage with several instances',
    default: 'var/files',
  },
  FILE_STORAGE: {
    description: 'where uploads and exports keep their bytes: disk (FILES_DIR) or s3',
    default: 'disk',
  },
  S3_ENDPOINT: { description: 'URL of an S3-compatible service other than AWS' },
  S3_BUCKET: { description: 'the bucket of the s3 storage (made beforehand)' },
  S3_REGION: { description: 'the region of the bucket', default: 'us-east-1' },
  S3_ACCESS_KEY_ID: { description: "access key; unset: the SDK's chain (IAM role…)" },
  S3_SECRET_ACCESS_KEY: { description: 'its secret' },
  S3_FORCE_PATH_STYLE: {
    description: 'address the bucket as endpoint/bucket (MinIO and the like)',
    default: 'false',
  },
  FILE_DOWNLOADS: {
    description: 'downloads streamed through the API, or presigned S3 links (s3 only)',
    default: 'stream',
  },
  S3_PRESIGN_SECONDS: { description: 'how long a presigned download link works', default: '60' },
  FILE_QUOTA_MB: { description: "what one user's stored files may take together", default: '500' },
  FILE_UPLOAD_RATE_LIMIT: {
    description: 'uploads per user and window (429 past it)',
    default: '20',
  },
  FILE_UPLOAD_RATE_WINDOW_SECONDS: { description: 'the upload rate window', default: '60' },
  FILE_ORPHAN_GRACE_HOURS: {
    description: 'a file no answer names is removed after this many hours',
    default: '24',
  },
  FILE_ORPHAN_SWEEP_MS: {
    description: 'how often orphan files are looked for',
    default: '3600000',
  },
  MATERIAL_PRICE_MIN_RUB: {
    description: 'the lowest price of a paid material, rubles',
    default: '50',
  },
  MATERIAL_PRICE_MAX_RUB: {
    description: 'the highest price of a paid material, rubles',
    default: '100000',
  },
  MARKETPLACE_UPDATES_DAYS: {
    description: "how long a buyer is offered a material's newer versions",
    default: '365',
  },
  MARKETPLACE_REFUND_DAYS: {
    description: 'how long an unopened paid purchase may be refunded; earnings held as long',
    default: '14',
  },
  MARKETPLACE_FEE_PERCENT: { description: "the platform's share of each sale", default: '20' },
  JOURNAL_EXPORT_SYNC_MAX_CELLS: {
    description: 'largest journal export (students × tasks) downloaded at once; more is queued',
    default: '10000',
  },
  DISPATCH_SWEEP_MS: {
    description: 'how often dispatch jobs are swept for due, waiting or abandoned ones',
    default: '1000',
  },
  DISPATCH_LEASE_SECONDS: { description: 'how long a worker holds a running job', default: '60' },
  DISPATCH_MAX_ATTEMPTS: { description: 'runs before a dispatch job ends in 25', default: '3' },
  WORK_TIMER_SWEEP_MS: {
    description: 'how often timed works past their end are submitted',
    default: '5000',
  },
  MAIL_FROM: {
    description: "sender of the platform's mail",
    defaultNote: 'no-reply@<APP_URL host>',
  },
  MAIL_SWEEP_MS: { description: 'how often the mail outbox is swept for retries', default: '5000' },
  MAIL_MAX_ATTEMPTS: { description: 'attempts before a mail is left failed', default: '10' },
  MAIL_RETRY_MS: {
    description: 'first retry wait of a mail (doubles, at most 1 h)',
    default: '5000',
  },
  BODY_LIMIT_KB: { description: 'JSON and form body limit in KiB (413 past it)', default: '1024' },
  ACCOUNT_BODY_LIMIT_KB: {
    description: 'body limit of the account forms and /api/client-errors in KiB',
    default: '16',
  },
  TRUST_PROXY: {
    description: 'proxy hops in front (1 behind one nginx) or proxy addresses/CIDRs; not true',
  },
  YOOKASSA_SHOP_ID: {
    description: 'YooKassa shop id, with YOOKASSA_SECRET_KEY; unset: the test provider',
  },
  YOOKASSA_SECRET_KEY: { description: 'YooKassa secret key, with YOOKASSA_SHOP_ID' },
  YOOKASSA_API_URL: { description: "YooKassa's API v3 address", default: YOOKASSA_DEFAULT_API_URL },
  YOOKASSA_NOTIFICATION_IPS: {
    description: 'addresses or CIDRs whose payment notifications are accepted (others get 403)',
    default: YOOKASSA_DEFAULT_NOTIFICATION_IPS,
  },
  PAYOUT_MIN_RUB: {
    description: 'the least available balance (rubles) an author may request a payout of',
    default: '1000',
  },
  PAYOUT_RUN_DAY: {
    description: "the day of the month (UTC) from which the month's payout run is due",
    default: '1',
  },
  PAYOUT_SWEEP_MS: {
    description: 'how often due payout runs and provider payouts are looked at',
    default: '60000',
  },
  YOOKASSA_PAYOUT_AGENT_ID: {
    description: 'YooKassa payouts agent id, with its secret key; unset: the test provider',
  },
  YOOKASSA_PAYOUT_SECRET_KEY: { description: 'YooKassa payouts secret key' },
  YOOKASSA_PAYOUT_API_URL: {
    description: "YooKassa's payouts API address",
    default: YOOKASSA_DEFAULT_API_URL,
  },
  SUBSCRIPTION_FREE_STUDENTS: {
    description: 'the most students a teacher on the free plan may have',
    default: '30',
  },
  SUBSCRIPTION_PRICE_RUB: { description: "the paid plan's price a month, rubles", default: '490' },
  SUBSCRIPTION_REFERRAL_PRICE_RUB: {
    description: 'the first month of a teacher who came through a referral link, rubles',
    default: '99',
  },
  SUBSCRIPTION_REFERRER_REWARD_MONTHS: {
    description: "free months a referrer gets at a referred teacher's first full payment",
    default: '1',
  },
  SUBSCRIPTION_GRACE_DAYS: {
    description: 'how long the paid plan holds after the last failed renewal retry',
    default: '3',
  },
  SUBSCRIPTION_RENEWAL_SWEEP_MS: {
    description: 'how often the renewal job runs',
    default: '60000',
  },
};

/** Read outside the validated schema: documented, not checked at start-up. */
export const OTHER_ENV_DESCRIPTIONS: Readonly<Record<string, EnvVariableDescription>> = {
  REMOTE_DEV_ORIGINS: {
    description: "dev only (ignored when NODE_ENV=production): remotes' dev server origins",
  },
  REMOTE_BUILD_GRACE_DAYS: {
    description: "build time: how long a remote's earlier builds stay in dist/builds/",
    default: '7',
  },
};

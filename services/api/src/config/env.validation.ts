import { plainToInstance } from 'class-transformer';
import {
  IsIn,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  MinLength,
  validateSync,
} from 'class-validator';
import { ConfigValidationError } from './config-validation.error';
import { IsEmailList, IsIntegerString, IsPostgresUrlList, IsRolesJson } from './env-validators';
import { IsTrustProxy } from './trust-proxy';
import { IsIpRangeList, IsSetWith } from './yookassa-config';
import {
  FILE_DOWNLOAD_MODES,
  FILE_STORES,
  HasBucketForS3,
  type FileDownloadMode,
  type FileStore,
} from './file-store-config';

/** VK sign-in: `classic` OAuth (oauth.vk.com) or VK ID (id.vk.com, OAuth 2.1 with PKCE). */
export const VKONTAKTE_MODES = ['classic', 'vkid'] as const;
export type VkontakteMode = (typeof VKONTAKTE_MODES)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The environment as the process gets it; only the config module reads process.env. */
export type EnvSource = Readonly<Record<string, string | undefined>>;

const WEB_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
const urlMessage = (name: string): string => `${name} must be an http:// or https:// URL`;
/** An S3-compatible service is often on a bare host or loopback address with a port. */
const S3_URL = { ...WEB_URL, require_tld: false, allow_underscores: true };
const S3_KEY_PAIR = 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together';
const SENTINEL_PAIR = 'REDIS_SENTINELS and REDIS_SENTINEL_NAME must be set together';
/** host:port[,host:port…]; a host is a name or an IPv4 address. */
const SENTINEL_LIST = /^\s*[\w.-]+:\d{1,5}\s*(,\s*[\w.-]+:\d{1,5}\s*)*$/;
const YOOKASSA_PAIR = 'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY must be set together';
const YOOKASSA_PAYOUT_PAIR =
  'YOOKASSA_PAYOUT_AGENT_ID and YOOKASSA_PAYOUT_SECRET_KEY must be set together';

/** Every variable the API reads. Values are strings; blank ones count as unset. */
export class EnvironmentVariables {
  @IsOptional()
  @IsIntegerString(1, 65535, { message: 'PORT must be an integer between 1 and 65535' })
  PORT?: string;

  @IsOptional() @IsUrl(WEB_URL, { message: urlMessage('APP_URL') }) APP_URL?: string;

  @IsOptional()
  @Matches(/^(postgres(ql)?:\/\/.+|sqlite:.+)$/, {
    message: 'DATABASE_URL must be a postgres:// URL or sqlite:<file path>',
  })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_DIRECT_URL must be a postgres:// URL' })
  DATABASE_DIRECT_URL?: string;

  @IsOptional()
  @IsPostgresUrlList({
    message: 'DATABASE_REPLICA_URLS must be a comma-separated list of postgres:// URLs',
  })
  DATABASE_REPLICA_URLS?: string;

  @IsOptional()
  @IsIntegerString(1, 3600, {
    message: 'DATABASE_REPLICA_MAX_LAG_SECONDS must be an integer between 1 and 3600',
  })
  DATABASE_REPLICA_MAX_LAG_SECONDS?: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsOptional()
  @Matches(/^[\w:.-]{1,64}$/, {
    message: 'REDIS_PREFIX must be up to 64 letters, digits, _, -, . or :',
  })
  REDIS_PREFIX?: string;

  @IsOptional()
  @Matches(SENTINEL_LIST, {
    message: 'REDIS_SENTINELS must be a comma-separated list of host:port',
  })
  @IsSetWith('REDIS_SENTINEL_NAME', { message: SENTINEL_PAIR })
  @IsSetWith('REDIS_URL', { message: 'REDIS_SENTINELS needs REDIS_URL' })
  REDIS_SENTINELS?: string;

  @IsOptional()
  @Matches(/^[\w.-]{1,64}$/, {
    message: 'REDIS_SENTINEL_NAME must be up to 64 letters, digits, _, - or .',
  })
  @IsSetWith('REDIS_SENTINELS', { message: SENTINEL_PAIR })
  REDIS_SENTINEL_NAME?: string;

  @IsOptional() @IsString() REMOTES_CONFIG?: string;

  @IsOptional()
  @IsIntegerString(1000, 120000, {
    message: 'REMOTE_LOAD_TIMEOUT_MS must be an integer between 1000 and 120000',
  })
  REMOTE_LOAD_TIMEOUT_MS?: string;

  @IsOptional()
  @IsEmailList({
    message: 'OPERATOR_EMAILS must be a comma-separated list of email addresses',
  })
  OPERATOR_EMAILS?: string;
  @IsOptional() @IsString() MAIL_DIR?: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsOptional()
  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL?: LogLevel;

  @IsOptional() @IsString() WEB_ROOT?: string;

  @IsOptional()
  @IsRolesJson({
    message:
      'ROLES must be a JSON array of {"id": positive integer, "name": text, "phone_required": boolean} with unique ids',
  })
  ROLES?: string;

  @IsOptional() @IsString() LOGO_URL?: string;
  @IsOptional() @IsString() LOGO_TITLE?: string;

  @IsOptional() @IsString() OAUTH_GOOGLE_CLIENT_ID?: string;
  @IsOptional() @IsString() OAUTH_GOOGLE_CLIENT_SECRET?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_GOOGLE_AUTHORIZATION_URL') })
  OAUTH_GOOGLE_AUTHORIZATION_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_GOOGLE_TOKEN_URL') })
  OAUTH_GOOGLE_TOKEN_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_GOOGLE_PROFILE_URL') })
  OAUTH_GOOGLE_PROFILE_URL?: string;

  @IsOptional()
  @IsIn(VKONTAKTE_MODES, {
    message: `OAUTH_VKONTAKTE_MODE must be one of ${VKONTAKTE_MODES.join(', ')}`,
  })
  OAUTH_VKONTAKTE_MODE?: VkontakteMode;
  @IsOptional() @IsString() OAUTH_VKONTAKTE_CLIENT_ID?: string;
  @IsOptional() @IsString() OAUTH_VKONTAKTE_CLIENT_SECRET?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_VKONTAKTE_AUTHORIZATION_URL') })
  OAUTH_VKONTAKTE_AUTHORIZATION_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_VKONTAKTE_TOKEN_URL') })
  OAUTH_VKONTAKTE_TOKEN_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_VKONTAKTE_PROFILE_URL') })
  OAUTH_VKONTAKTE_PROFILE_URL?: string;

  @IsOptional() @IsString() OAUTH_YANDEX_CLIENT_ID?: string;
  @IsOptional() @IsString() OAUTH_YANDEX_CLIENT_SECRET?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_YANDEX_AUTHORIZATION_URL') })
  OAUTH_YANDEX_AUTHORIZATION_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_YANDEX_TOKEN_URL') })
  OAUTH_YANDEX_TOKEN_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_YANDEX_PROFILE_URL') })
  OAUTH_YANDEX_PROFILE_URL?: string;

  @IsOptional() @IsString() OAUTH_FACEBOOK_CLIENT_ID?: string;
  @IsOptional() @IsString() OAUTH_FACEBOOK_CLIENT_SECRET?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_FACEBOOK_AUTHORIZATION_URL') })
  OAUTH_FACEBOOK_AUTHORIZATION_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_FACEBOOK_TOKEN_URL') })
  OAUTH_FACEBOOK_TOKEN_URL?: string;
  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('OAUTH_FACEBOOK_PROFILE_URL') })
  OAUTH_FACEBOOK_PROFILE_URL?: string;

  @IsOptional() @IsString() TELEGRAM_BOT_TOKEN?: string;
  @IsOptional() @IsString() TELEGRAM_BOT_NAME?: string;

  @IsOptional()
  @MinLength(16, { message: 'SESSION_SECRET must be at least 16 characters' })
  SESSION_SECRET?: string;

  @IsOptional()
  @IsIntegerString(1, 525600, {
    message: 'SESSION_LIFETIME_MINUTES must be an integer between 1 and 525600',
  })
  SESSION_LIFETIME_MINUTES?: string;

  @IsOptional()
  @IsIntegerString(1, 1000000, {
    message: 'ACCOUNT_RATE_LIMIT must be an integer between 1 and 1000000',
  })
  ACCOUNT_RATE_LIMIT?: string;

  @IsOptional()
  @IsIntegerString(1, 86400, {
    message: 'ACCOUNT_RATE_WINDOW_SECONDS must be an integer between 1 and 86400',
  })
  ACCOUNT_RATE_WINDOW_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 1000, { message: 'LOGIN_MAX_ATTEMPTS must be an integer between 1 and 1000' })
  LOGIN_MAX_ATTEMPTS?: string;

  @IsOptional()
  @IsIntegerString(1, 86400, {
    message: 'LOGIN_LOCK_SECONDS must be an integer between 1 and 86400',
  })
  LOGIN_LOCK_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 100000, {
    message: 'LOGIN_ACCOUNT_MAX_ATTEMPTS must be an integer between 1 and 100000',
  })
  LOGIN_ACCOUNT_MAX_ATTEMPTS?: string;

  @IsOptional()
  @IsIntegerString(1, 86400, {
    message: 'LOGIN_ACCOUNT_LOCK_SECONDS must be an integer between 1 and 86400',
  })
  LOGIN_ACCOUNT_LOCK_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(10, 17, {
    message: 'PASSWORD_HASH_COST must be an integer between 10 and 17',
  })
  PASSWORD_HASH_COST?: string;

  @IsOptional()
  @IsIntegerString(1, 10080, {
    message: 'PASSWORD_RESET_EXPIRE_MINUTES must be an integer between 1 and 10080',
  })
  PASSWORD_RESET_EXPIRE_MINUTES?: string;

  @IsOptional()
  @IsIntegerString(0, 86400, {
    message: 'PASSWORD_RESET_THROTTLE_SECONDS must be an integer between 0 and 86400',
  })
  PASSWORD_RESET_THROTTLE_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 1024, { message: 'FILE_MAX_MB must be an integer between 1 and 1024' })
  FILE_MAX_MB?: string;

  @IsOptional()
  @Matches(/^[a-z0-9]+(\s*,\s*[a-z0-9]+)*$/i, {
    message: 'FILE_TYPES must be a comma-separated list of file extensions, like pdf,docx,png',
  })
  FILE_TYPES?: string;

  @IsOptional() @IsString() FILES_DIR?: string;

  @IsOptional()
  @IsIn(FILE_STORES, { message: `FILE_STORAGE must be one of ${FILE_STORES.join(', ')}` })
  @HasBucketForS3({ message: 'FILE_STORAGE=s3 needs S3_BUCKET' })
  FILE_STORAGE?: FileStore;

  @IsOptional() @IsUrl(S3_URL, { message: urlMessage('S3_ENDPOINT') }) S3_ENDPOINT?: string;

  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
    message: 'S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots and dashes',
  })
  S3_BUCKET?: string;

  @IsOptional()
  @Matches(/^[a-z0-9-]{1,32}$/, { message: 'S3_REGION must be a region name, like us-east-1' })
  S3_REGION?: string;

  @IsOptional()
  @IsSetWith('S3_SECRET_ACCESS_KEY', { message: S3_KEY_PAIR })
  S3_ACCESS_KEY_ID?: string;

  @IsOptional()
  @IsSetWith('S3_ACCESS_KEY_ID', { message: S3_KEY_PAIR })
  S3_SECRET_ACCESS_KEY?: string;

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
  S3_FORCE_PATH_STYLE?: string;

  @IsOptional()
  @IsIn(FILE_DOWNLOAD_MODES, {
    message: `FILE_DOWNLOADS must be one of ${FILE_DOWNLOAD_MODES.join(', ')}`,
  })
  FILE_DOWNLOADS?: FileDownloadMode;

  @IsOptional()
  @IsIntegerString(1, 604800, {
    message: 'S3_PRESIGN_SECONDS must be an integer between 1 and 604800',
  })
  S3_PRESIGN_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 1048576, {
    message: 'FILE_QUOTA_MB must be an integer between 1 and 1048576',
  })
  FILE_QUOTA_MB?: string;

  @IsOptional()
  @IsIntegerString(1, 100000, {
    message: 'FILE_UPLOAD_RATE_LIMIT must be an integer between 1 and 100000',
  })
  FILE_UPLOAD_RATE_LIMIT?: string;

  @IsOptional()
  @IsIntegerString(1, 86400, {
    message: 'FILE_UPLOAD_RATE_WINDOW_SECONDS must be an integer between 1 and 86400',
  })
  FILE_UPLOAD_RATE_WINDOW_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 8760, {
    message: 'FILE_ORPHAN_GRACE_HOURS must be an integer between 1 and 8760',
  })
  FILE_ORPHAN_GRACE_HOURS?: string;

  @IsOptional()
  @IsIntegerString(1000, 86400000, {
    message: 'FILE_ORPHAN_SWEEP_MS must be an integer between 1000 and 86400000',
  })
  FILE_ORPHAN_SWEEP_MS?: string;

  @IsOptional()
  @IsIntegerString(1, 1000000, {
    message: 'MATERIAL_PRICE_MIN_RUB must be an integer between 1 and 1000000',
  })
  MATERIAL_PRICE_MIN_RUB?: string;

  @IsOptional()
  @IsIntegerString(1, 1000000, {
    message: 'MATERIAL_PRICE_MAX_RUB must be an integer between 1 and 1000000',
  })
  MATERIAL_PRICE_MAX_RUB?: string;

  @IsOptional()
  @IsIntegerString(1, 3650, {
    message: 'MARKETPLACE_UPDATES_DAYS must be an integer between 1 and 3650',
  })
  MARKETPLACE_UPDATES_DAYS?: string;

  @IsOptional()
  @IsIntegerString(0, 365, {
    message: 'MARKETPLACE_REFUND_DAYS must be an integer between 0 and 365',
  })
  MARKETPLACE_REFUND_DAYS?: string;

  @IsOptional()
  @IsIntegerString(0, 100, {
    message: 'MARKETPLACE_FEE_PERCENT must be an integer between 0 and 100',
  })
  MARKETPLACE_FEE_PERCENT?: string;

  @IsOptional()
  @IsIntegerString(0, 1_000_000, {
    message: 'JOURNAL_EXPORT_SYNC_MAX_CELLS must be an integer between 0 and 1000000',
  })
  JOURNAL_EXPORT_SYNC_MAX_CELLS?: string;

  @IsOptional()
  @IsIntegerString(50, 60000, {
    message: 'DISPATCH_SWEEP_MS must be an integer between 50 and 60000',
  })
  DISPATCH_SWEEP_MS?: string;

  @IsOptional()
  @IsIntegerString(1, 3600, {
    message: 'DISPATCH_LEASE_SECONDS must be an integer between 1 and 3600',
  })
  DISPATCH_LEASE_SECONDS?: string;

  @IsOptional()
  @IsIntegerString(1, 20, {
    message: 'DISPATCH_MAX_ATTEMPTS must be an integer between 1 and 20',
  })
  DISPATCH_MAX_ATTEMPTS?: string;

  @IsOptional()
  @IsIntegerString(50, 60000, {
    message: 'WORK_TIMER_SWEEP_MS must be an integer between 50 and 60000',
  })
  WORK_TIMER_SWEEP_MS?: string;

  @IsOptional() @IsString() MAIL_FROM?: string;

  @IsOptional()
  @IsIntegerString(50, 600000, {
    message: 'MAIL_SWEEP_MS must be an integer between 50 and 600000',
  })
  MAIL_SWEEP_MS?: string;

  @IsOptional()
  @IsIntegerString(1, 50, { message: 'MAIL_MAX_ATTEMPTS must be an integer between 1 and 50' })
  MAIL_MAX_ATTEMPTS?: string;

  @IsOptional()
  @IsIntegerString(10, 3600000, {
    message: 'MAIL_RETRY_MS must be an integer between 10 and 3600000',
  })
  MAIL_RETRY_MS?: string;

  @IsOptional()
  @IsIntegerString(1, 102400, { message: 'BODY_LIMIT_KB must be an integer between 1 and 102400' })
  BODY_LIMIT_KB?: string;

  @IsOptional()
  @IsIntegerString(1, 102400, {
    message: 'ACCOUNT_BODY_LIMIT_KB must be an integer between 1 and 102400',
  })
  ACCOUNT_BODY_LIMIT_KB?: string;

  @IsOptional()
  @IsTrustProxy({
    message:
      'TRUST_PROXY must be a number of proxy hops (0 to 32) or a comma-separated list of proxy addresses or CIDR ranges (loopback, linklocal and uniquelocal allowed); true, all and * would trust every client and are refused',
  })
  TRUST_PROXY?: string;

  @IsOptional()
  @Matches(/^\S{1,64}$/, { message: 'YOOKASSA_SHOP_ID must be up to 64 characters, no spaces' })
  @IsSetWith('YOOKASSA_SECRET_KEY', { message: YOOKASSA_PAIR })
  YOOKASSA_SHOP_ID?: string;

  @IsOptional()
  @Matches(/^\S{1,256}$/, {
    message: 'YOOKASSA_SECRET_KEY must be up to 256 characters, no spaces',
  })
  @IsSetWith('YOOKASSA_SHOP_ID', { message: YOOKASSA_PAIR })
  YOOKASSA_SECRET_KEY?: string;

  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('YOOKASSA_API_URL') })
  YOOKASSA_API_URL?: string;

  @IsOptional()
  @IsIpRangeList({
    message:
      'YOOKASSA_NOTIFICATION_IPS must be a comma-separated list of IPv4 or IPv6 addresses or CIDR ranges (not /0)',
  })
  YOOKASSA_NOTIFICATION_IPS?: string;

  @IsOptional()
  @IsIntegerString(1, 1000000, {
    message: 'PAYOUT_MIN_RUB must be an integer between 1 and 1000000',
  })
  PAYOUT_MIN_RUB?: string;

  @IsOptional()
  @IsIntegerString(1, 28, { message: 'PAYOUT_RUN_DAY must be an integer between 1 and 28' })
  PAYOUT_RUN_DAY?: string;

  @IsOptional()
  @IsIntegerString(50, 3600000, {
    message: 'PAYOUT_SWEEP_MS must be an integer between 50 and 3600000',
  })
  PAYOUT_SWEEP_MS?: string;

  @IsOptional()
  @Matches(/^\S{1,64}$/, {
    message: 'YOOKASSA_PAYOUT_AGENT_ID must be up to 64 characters, no spaces',
  })
  @IsSetWith('YOOKASSA_PAYOUT_SECRET_KEY', { message: YOOKASSA_PAYOUT_PAIR })
  YOOKASSA_PAYOUT_AGENT_ID?: string;

  @IsOptional()
  @Matches(/^\S{1,256}$/, {
    message: 'YOOKASSA_PAYOUT_SECRET_KEY must be up to 256 characters, no spaces',
  })
  @IsSetWith('YOOKASSA_PAYOUT_AGENT_ID', { message: YOOKASSA_PAYOUT_PAIR })
  YOOKASSA_PAYOUT_SECRET_KEY?: string;

  @IsOptional()
  @IsUrl(WEB_URL, { message: urlMessage('YOOKASSA_PAYOUT_API_URL') })
  YOOKASSA_PAYOUT_API_URL?: string;

  @IsOptional()
  @IsIntegerString(0, 100000, {
    message: 'SUBSCRIPTION_FREE_STUDENTS must be an integer between 0 and 100000',
  })
  SUBSCRIPTION_FREE_STUDENTS?: string;

  @IsOptional()
  @IsIntegerString(1, 1000000, {
    message: 'SUBSCRIPTION_PRICE_RUB must be an integer between 1 and 1000000',
  })
  SUBSCRIPTION_PRICE_RUB?: string;

  @IsOptional()
  @IsIntegerString(1, 1000000, {
    message: 'SUBSCRIPTION_REFERRAL_PRICE_RUB must be an integer between 1 and 1000000',
  })
  SUBSCRIPTION_REFERRAL_PRICE_RUB?: string;

  @IsOptional()
  @IsIntegerString(0, 24, {
    message: 'SUBSCRIPTION_REFERRER_REWARD_MONTHS must be an integer between 0 and 24',
  })
  SUBSCRIPTION_REFERRER_REWARD_MONTHS?: string;

  @IsOptional()
  @IsIntegerString(0, 60, {
    message: 'SUBSCRIPTION_GRACE_DAYS must be an integer between 0 and 60',
  })
  SUBSCRIPTION_GRACE_DAYS?: string;

  @IsOptional()
  @IsIntegerString(1000, 86400000, {
    message: 'SUBSCRIPTION_RENEWAL_SWEEP_MS must be an integer between 1000 and 86400000',
  })
  SUBSCRIPTION_RENEWAL_SWEEP_MS?: string;
}

function withoutBlanks(source: EnvSource): Record<string, string> {
  const entries = Object.entries(source).flatMap(([key, value]) => {
    const trimmed = value?.trim() ?? '';
    return trimmed === '' ? [] : [[key, trimmed] as const];
  });
  return Object.fromEntries(entries);
}

/** Validates the environment; throws a ConfigValidationError naming every bad variable. */
export function validateEnv(source: EnvSource): EnvironmentVariables {
  const env = plainToInstance(EnvironmentVariables, withoutBlanks(source));
  const errors = validateSync(env);
  if (errors.length > 0) {
    const problems = errors.flatMap((error) => [
      ...new Set(Object.values(error.constraints ?? {})),
    ]);
    throw new ConfigValidationError(problems);
  }
  return env;
}

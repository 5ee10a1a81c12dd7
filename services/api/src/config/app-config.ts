import type { LogLevel } from './env.validation';
import type { OAuthConfig } from './oauth-config';
import type { RoleConfig } from './roles-config';

export type DatabaseConfig = { type: 'sqlite'; path: string } | { type: 'postgres'; url: string };

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
  /** The operator's remotes registry file; undefined serves the built-in registry. */
  abstract readonly remotesConfigPath: string | undefined;
  abstract readonly mailDir: string;
  abstract readonly smtpUrl: string | undefined;
  abstract readonly logLevel: LogLevel;
  /** The folder holding shell/ and mfe-<name>/ with their dist/ builds. */
  abstract readonly webRoot: string;
  /** ROLES when set; undefined means the default teacher and student. */
  abstract readonly roles: readonly RoleConfig[] | undefined;
  abstract readonly logoUrl: string;
  /** LOGO_TITLE; undefined means the product title in the request's language. */
  abstract readonly logoTitle: string | undefined;
  abstract readonly oauth: OAuthConfig;
}

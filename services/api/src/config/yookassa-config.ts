import { ValidateBy, type ValidationOptions } from 'class-validator';
import type { EnvironmentVariables } from './env.validation';
import { parseIpRanges, type IpRange } from './ip-ranges';

/** YooKassa's API (YOOKASSA_API_URL's default). */
export const YOOKASSA_DEFAULT_API_URL = 'https://api.yookassa.ru/v3';

/** The addresses YooKassa sends its notifications from, as it publishes them. */
export const YOOKASSA_DEFAULT_NOTIFICATION_IPS = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.156.11/32',
  '77.75.156.35/32',
  '77.75.154.128/25',
  '2a02:5180::/32',
].join(',');

export interface YooKassaCredentials {
  /** YOOKASSA_SHOP_ID: the user name of HTTP Basic auth. */
  shopId: string;
  /** YOOKASSA_SECRET_KEY: its password. */
  secretKey: string;
}

export interface YooKassaConfig {
  /** Both variables, or undefined: then the built-in test provider takes the payments. */
  credentials: YooKassaCredentials | undefined;
  /** YOOKASSA_API_URL, without a trailing slash. */
  apiUrl: string;
  /** YOOKASSA_NOTIFICATION_IPS: the only senders whose notifications are accepted. */
  notificationIps: readonly IpRange[];
}

export function buildYooKassaConfig(env: EnvironmentVariables): YooKassaConfig {
  const shopId = env.YOOKASSA_SHOP_ID;
  const secretKey = env.YOOKASSA_SECRET_KEY;
  return {
    credentials:
      shopId === undefined || secretKey === undefined ? undefined : { shopId, secretKey },
    apiUrl: (env.YOOKASSA_API_URL ?? YOOKASSA_DEFAULT_API_URL).replace(/\/+$/, ''),
    notificationIps:
      parseIpRanges(env.YOOKASSA_NOTIFICATION_IPS ?? YOOKASSA_DEFAULT_NOTIFICATION_IPS) ?? [],
  };
}

/** A comma-separated list of IPv4/IPv6 addresses and CIDR ranges (no /0). */
export function IsIpRangeList(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIpRangeList',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && parseIpRanges(value) !== undefined,
      },
    },
    options,
  );
}

/** Set only together with the variable `other` (both or neither). */
export function IsSetWith(other: string, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSetWith',
      constraints: [other],
      validator: {
        validate: (_value: unknown, args) =>
          (args?.object as Record<string, unknown> | undefined)?.[other] !== undefined,
      },
    },
    options,
  );
}

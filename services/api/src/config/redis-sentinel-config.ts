/** Where the Redis master is found when REDIS_SENTINELS is set. */
export interface RedisSentinelConfig {
  readonly sentinels: readonly { readonly host: string; readonly port: number }[];
  /** REDIS_SENTINEL_NAME: the master name the Sentinels watch. */
  readonly name: string;
}

/** REDIS_SENTINELS (validated host:port list) and REDIS_SENTINEL_NAME; undefined when unset. */
export function redisSentinelConfig(
  list: string | undefined,
  name: string | undefined,
): RedisSentinelConfig | undefined {
  if (list === undefined || name === undefined) return undefined;
  const sentinels = list.split(',').map((entry) => {
    const [host = '', port = ''] = entry.trim().split(':');
    return { host, port: Number(port) };
  });
  return { sentinels, name };
}

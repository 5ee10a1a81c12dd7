import {
  createHmac,
  createSecretKey,
  randomBytes,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';

/** What a visitor without a stored session holds a token for. */
export const ANONYMOUS_BINDING = 'anonymous';

/** What the holder of stored session `sessionId` holds a token for. */
export function sessionBinding(sessionId: string): string {
  return `session:${sessionId}`;
}

/**
 * XSRF tokens that need no storage: a random nonce and its HMAC over what the token is
 * bound to (a session id, or anonymous before a session exists), under a key derived from
 * the session secret. Only this server can mint one, and one minted for a session is
 * worth nothing with any other session.
 */
export class XsrfTokens {
  /**
   * A KeyObject, not the Buffer: createHmac() tells a Buffer key from a KeyObject by a
   * failed brand check, which cost every request's token check ~7 µs (of ~8).
   */
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(createHmac('sha256', secret).update('xsrf-token').digest());
  }

  issue(binding: string): string {
    const nonce = randomBytes(16).toString('hex');
    return `${nonce}.${this.mac(binding, nonce)}`;
  }

  /** Whether `token` was issued by this server for `binding`. */
  verify(token: string, binding: string): boolean {
    const [nonce, mac, ...rest] = token.split('.');
    if (nonce === undefined || mac === undefined || rest.length > 0) return false;
    if (!/^[0-9a-f]{32}$/.test(nonce)) return false;
    return sameText(mac, this.mac(binding, nonce));
  }

  private mac(binding: string, nonce: string): string {
    return createHmac('sha256', this.key).update(`${binding}\n${nonce}`).digest('base64url');
  }
}

/** Constant-time equality of two strings. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailKindName, type NotificationMailKind } from './notification-kinds';

export interface UnsubscribeClaim {
  userId: number;
  kind: NotificationMailKind;
}

/** Keeps these tokens apart from anything else the session secret signs. */
const PURPOSE = 'notifications.unsubscribe';

/**
 * `<userId>.<kind>.<HMAC-SHA256>` signed with the session secret: it names one user and one
 * kind and cannot be made for another without the secret. It does not expire: a mail's
 * unsubscribe link has to keep working.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  sign({ userId, kind }: UnsubscribeClaim): string {
    return `${userId}.${kind}.${this.mac(`${userId}.${kind}`)}`;
  }

  /** The claim of a token this secret signed, else undefined. */
  verify(token: unknown): UnsubscribeClaim | undefined {
    if (typeof token !== 'string' || token.length > 200) return undefined;
    const match = /^([1-9]\d{0,9})\.([a-z_]{1,32})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (match === null) return undefined;
    const [, id = '', kind = '', mac = ''] = match;
    if (!isMailKindName(kind)) return undefined;
    const expected = Buffer.from(this.mac(`${id}.${kind}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { userId: Number(id), kind };
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`${PURPOSE}:${payload}`).digest('base64url');
  }
}

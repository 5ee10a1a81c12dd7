/** What this API keeps in a session, beside express-session's cookie. */
declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; absent for a visitor. */
    userId?: number;
    /**
     * The signed-in user's `created_at` (ms): a session outliving its user (a database
     * restored or reset while Redis kept its sessions) never passes for a newer user that
     * got the same id.
     */
    userSince?: number;
    /** When this session signed in (ms since the epoch), for the account's sessions list. */
    signedInAt?: number;
    /** When the session cookie was last sent again to keep it alive (ms since the epoch). */
    renewedAt?: number;
    /** The browser's User-Agent at sign-in (cut short). */
    userAgent?: string;
    /** The client address at sign-in. */
    ip?: string;
  }
}

export {};

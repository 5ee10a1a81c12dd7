/** What this API keeps in a session, beside express-session's cookie. */
declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; absent for a visitor. */
    userId?: number;
    /** When this session signed in (ms since the epoch), for the account's sessions list. */
    signedInAt?: number;
    /** The browser's User-Agent at sign-in (cut short). */
    userAgent?: string;
    /** The client address at sign-in. */
    ip?: string;
  }
}

export {};

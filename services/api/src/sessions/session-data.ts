/** What this API keeps in a session, beside express-session's cookie. */
declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; absent for a visitor. */
    userId?: number;
  }
}

export {};

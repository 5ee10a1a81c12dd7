/**
 * The shell's API a remote may use, as shared singletons: the signed-in person
 * (`@tutor/session`) and the translations (`@tutor/i18n`, `react-i18next`). Declare these
 * packages shared with `import: false` and type them with what is below.
 */

/** GET /api/user, as `useSession.getState().user` holds it. */
export interface ShellSessionUser {
  id: number;
  email: string;
  first_name: string;
  phone: string | null;
  /** 1 teacher, 2 student (the platform's default roles). */
  role: number;
  social_accounts: {
    provider: 'google' | 'vkontakte' | 'yandex' | 'facebook' | 'telegram';
    first_name: string | null;
    last_name: string | null;
    username: string | null;
  }[];
  /** Whether the owner proved the mailbox of `email` (payouts and operators need it). */
  email_verified: boolean;
  is_operator: boolean;
}

export type ShellSessionStatus = 'unknown' | 'loading' | 'guest' | 'signed-in' | 'error';

/** `useSession` of `@tutor/session`: a zustand store (`useSession((s) => s.user)`). */
export interface ShellSession {
  user: ShellSessionUser | null;
  status: ShellSessionStatus;
  /** Asks the API who is signed in again. */
  load: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const SHELL_LOCALES = ['ru', 'en'] as const;
export type ShellLocale = (typeof SHELL_LOCALES)[number];

/** `@tutor/i18n`: a remote adds its texts under its own namespace, in both languages. */
export interface ShellI18n {
  addTranslations: (namespace: string, resources: Record<ShellLocale, object>) => void;
  /** ru is the default; the person's choice is kept by the shell. */
  DEFAULT_LOCALE: ShellLocale;
}

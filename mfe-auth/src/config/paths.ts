/** Every path this remote owns, and the shell's pages it links to; routes and pages use these. */
export const paths = {
  login: '/login',
  passwordReset: '/password/reset/:token',
  settings: '/settings',
  works: '/works',
} as const;

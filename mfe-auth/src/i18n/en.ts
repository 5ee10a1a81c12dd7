/** English texts of the auth remote. */
export const en = {
  login: {
    title: 'Sign in or register',
    email: 'Email',
    password: 'Password',
    continue: 'Continue',
    forgot: 'Forgot your password?',
  },
  reset: {
    title: 'New password',
    email: 'Email',
    password: 'New password',
    password_confirmation: 'Repeat the password',
    continue: 'Continue',
  },
};

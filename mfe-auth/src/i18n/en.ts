/** English texts of the auth remote. */
export const en = {
  stage: {
    0: { title: 'Sign in or register', submit: 'Continue' },
    1: { title: 'Sign in', submit: 'Continue' },
    2: { title: 'Registration', submit: 'Continue' },
    3: { title: 'Finish registration', submit: 'Continue' },
    5: { title: 'Password recovery', submit: 'Continue' },
  },
  fields: {
    email: 'Email',
    password: 'Password',
    first_name: 'How are you called',
    role: 'Role',
    role_placeholder: 'Choose a role',
    phone: 'Phone',
  },
  consent: {
    before: 'I accept the ',
    privacy_policy: 'privacy policy',
    between: ' and the ',
    user_agreement: 'user agreement',
    after: '',
  },
  links: { forgot: 'Forgot your password?', back_to_login: 'Back to sign in' },
  social: {
    group: 'Sign in with a social account',
    sign_in_with: {
      google: 'Sign in with Google',
      vkontakte: 'Sign in with VK',
      yandex: 'Sign in with Yandex',
    },
  },
  accounts: {
    title: 'Social accounts',
    connect: 'Connect',
    disconnect: 'Disconnect',
    connect_to: 'Connect {{provider}}',
    disconnect_from: 'Disconnect {{provider}}',
    not_connected: 'Not connected',
    providers: {
      vkontakte: 'VK',
      google: 'Google',
      facebook: 'Facebook',
      telegram: 'Telegram',
      yandex: 'Yandex',
    },
  },
  invite: {
    title: 'Join your teacher',
    signed_in_as: 'You are signed in as {{name}}. Join the teacher who sent you this link?',
    join: 'Join',
    joined: 'You are now a student of {{teacher}}.',
    to_works: 'Go to my works',
  },
  reset: {
    title: 'New password',
    email: 'Email',
    password: 'New password',
    password_confirmation: 'Repeat the password',
    continue: 'Continue',
  },
};

import { settingsEn } from './settings';
import { subscriptionEn } from './subscription';

/** English texts of the auth remote. */
export const en = {
  settings: settingsEn,
  subscription: subscriptionEn,
  stage: {
    0: { title: 'Sign in or create an account', submit: 'Continue' },
    1: { title: 'Sign in', submit: 'Continue' },
    2: { title: 'Create an account', submit: 'Continue' },
    3: { title: 'Finish signing up', submit: 'Continue' },
    5: { title: 'Reset your password', submit: 'Continue' },
  },
  fields: {
    email: 'Email',
    password: 'Password',
    first_name: 'Your name',
    role: 'Role',
    role_placeholder: 'Choose a role',
    phone: 'Phone',
  },
  consent: {
    before: 'I agree to the ',
    privacy_policy: 'privacy policy',
    between: ' and the ',
    user_agreement: 'terms of use',
    after: '',
  },
  links: {
    forgot: 'Forgot your password?',
    back_to_login: 'Back to sign in',
    change_email: 'Change email',
  },
  draft: {
    restored:
      'We kept what you typed before the page reloaded. The password is never kept: type it again.',
    password_hint: 'Type the password again: it is not kept.',
  },
  signed_in: { title: 'You are signed in', to_settings: 'Go to account settings' },
  wait: {
    // English uses only _one and _other; _few and _many keep the key set equal to ru's
    too_many_one: 'Too many attempts. Please try again in {{count}} second.',
    too_many_few: 'Too many attempts. Please try again in {{count}} seconds.',
    too_many_many: 'Too many attempts. Please try again in {{count}} seconds.',
    too_many_other: 'Too many attempts. Please try again in {{count}} seconds.',
  },
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
    not_configured: 'Signing in with social accounts is not set up on this site.',
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
    page_title: 'Invitation from your teacher',
    signed_in_as: 'You are signed in as {{name}}. Join the teacher who sent you this link?',
    signed_in_as_from:
      'You are signed in as {{name}}. {{teacher}} has invited you to study with them.',
    from: '{{teacher}} has invited you to study with them. Sign in or create an account to accept.',
    invalid:
      'This invitation is not valid: the link is out of date or mistyped. Ask your teacher for a new link. You can still sign in or create an account without it.',
    invalid_signed_in:
      'This invitation is not valid: the link is out of date or mistyped. Ask your teacher for a new link.',
    not_a_student:
      'You are signed in as {{name}}, a teacher. Invitations are for students: to accept one, sign out and open the link again.',
    to_home: 'Go to the home page',
    join: 'Join',
    joined: 'You are now {{teacher}}’s student.',
    to_works: 'Go to my assignments',
  },
  reset: {
    title: 'Set a new password',
    email: 'Email',
    password: 'New password',
    password_confirmation: 'Confirm the new password',
    continue: 'Continue',
  },
};

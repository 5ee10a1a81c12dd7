import { arrayOf, bool, int, moment, named, nullable, object, text } from '../json-schema';

/** A translated note of the account settings: the text to show as it is. */
export const AccountNoticeSchema = named('AccountNotice', object({ message: text() }));

/** One signed-in session of the user (GET /api/account/sessions). */
export const AccountSessionSchema = named(
  'AccountSession',
  object({
    id: text({ description: 'an opaque id of the session, for ending it' }),
    created_at: nullable(moment()),
    last_active_at: moment(),
    browser: nullable(text()),
    os: nullable(text()),
    ip: nullable(text({ description: 'the address at sign-in, its last part hidden' })),
    current: bool(),
  }),
);

export const AccountSessionListSchema = named(
  'AccountSessionList',
  object({ sessions: arrayOf(AccountSessionSchema) }),
);

/** DELETE /api/account/sessions: how many other sessions ended. */
export const EndedSessionsSchema = named(
  'EndedSessions',
  object({ ended: int({ minimum: 0 }), message: text() }),
);

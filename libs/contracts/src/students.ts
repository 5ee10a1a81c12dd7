import { arrayOf, moment, named, object, RecordId, text, type Static } from './schema';

/** A student of the signed-in teacher (GET /api/students). Times are epoch milliseconds. */
export const StudentSummarySchema = named(
  'StudentSummary',
  object({
    id: RecordId,
    first_name: text(),
    email: text(),
    /** teacher_students.joined_at */
    joined_at: moment(),
    group_ids: arrayOf(RecordId),
  }),
);
export type StudentSummary = Static<typeof StudentSummarySchema>;

/** A teacher's group of students. */
export const StudentGroupSchema = named(
  'StudentGroup',
  object({ id: RecordId, name: text(), student_ids: arrayOf(RecordId) }),
);
export type StudentGroup = Static<typeof StudentGroupSchema>;

export interface StudentGroupInput {
  name: string;
  student_ids: number[];
}

/** The teacher's invite link: /login?asStudent=1&invite=<code>. */
export const InviteLinkSchema = named('InviteLink', object({ code: text(), url: text() }));
export type InviteLink = Static<typeof InviteLinkSchema>;

export const GROUP_NAME_MAX = 255;

/** The longest invite code the API accepts (LoginPayload.invite, POST /api/students/join). */
export const INVITE_CODE_MAX = 64;

/** POST /api/students/join: the teacher the signed-in student has joined. */
export const JoinAnswerSchema = named(
  'JoinAnswer',
  object({ teacher: object({ id: RecordId, first_name: text() }) }),
);
export type JoinAnswer = Static<typeof JoinAnswerSchema>;

/** GET /api/invites/:code: who invites, for the invite page (the first name only). */
export const InviteInfoSchema = named(
  'InviteInfo',
  object({ teacher: object({ first_name: text() }) }),
);
export type InviteInfo = Static<typeof InviteInfoSchema>;

/** The invite link's path and query for a code, relative to the app's origin. */
export function invitePath(code: string): string {
  return `/login?asStudent=1&invite=${encodeURIComponent(code)}`;
}

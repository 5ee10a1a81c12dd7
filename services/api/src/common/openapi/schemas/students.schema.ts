import { arrayOf, moment, named, object, text } from '../json-schema';
import { RecordId } from './common.schema';

/** A row of GET /api/students. */
export const StudentSummarySchema = named(
  'StudentSummary',
  object({
    id: RecordId,
    first_name: text(),
    email: text(),
    joined_at: moment(),
    group_ids: arrayOf(RecordId),
  }),
);

export const StudentGroupSchema = named(
  'StudentGroup',
  object({ id: RecordId, name: text(), student_ids: arrayOf(RecordId) }),
);

export const InviteLinkSchema = named('InviteLink', object({ code: text(), url: text() }));

/** GET /api/invites/:code: who invites (the teacher's first name, nothing else). */
export const InviteInfoSchema = named(
  'InviteInfo',
  object({ teacher: object({ first_name: text() }) }),
);

/** POST /api/students/join: the teacher the student joined. */
export const JoinAnswerSchema = named(
  'JoinAnswer',
  object({ teacher: object({ id: RecordId, first_name: text() }) }),
);

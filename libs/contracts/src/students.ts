/** A student of the signed-in teacher (GET /api/students). Times are epoch milliseconds. */
export interface StudentSummary {
  id: number;
  first_name: string;
  email: string;
  /** teacher_students.joined_at */
  joined_at: number;
  group_ids: number[];
}

/** A teacher's group of students. */
export interface StudentGroup {
  id: number;
  name: string;
  student_ids: number[];
}

export interface StudentGroupInput {
  name: string;
  student_ids: number[];
}

/** The teacher's invite link: /login?asStudent=1&invite=<code>. */
export interface InviteLink {
  code: string;
  url: string;
}

export const GROUP_NAME_MAX = 255;

/** The longest invite code the API accepts (LoginPayload.invite, POST /api/students/join). */
export const INVITE_CODE_MAX = 64;

/** POST /api/students/join: the teacher the signed-in student has joined. */
export interface JoinAnswer {
  teacher: { id: number; first_name: string };
}

/** GET /api/invites/:code: who invites, for the invite page (the first name only). */
export interface InviteInfo {
  teacher: { first_name: string };
}

/** The invite link's path and query for a code, relative to the app's origin. */
export function invitePath(code: string): string {
  return `/login?asStudent=1&invite=${encodeURIComponent(code)}`;
}

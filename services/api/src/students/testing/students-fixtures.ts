import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type InviteLink } from '@tutor/contracts';
import { signedInBrowser, uniqueEmail, type TestBrowser } from '../../testing/browser';
import type { User } from '../../users/user.entity';
import { UsersService } from '../../users/users.service';
import { StudentJoinService } from '../student-join.service';

/** Helpers of the students' and subjects' specs. */

export interface SignedIn {
  browser: TestBrowser;
  user: User;
}

export function signedInTeacher(app: INestApplication, firstName = 'Teacher'): Promise<SignedIn> {
  return signedInBrowser(app, { role: ROLE_TEACHER, firstName, phone: '+79161234567' });
}

export function signedInStudent(app: INestApplication, firstName = 'Student'): Promise<SignedIn> {
  return signedInBrowser(app, { role: ROLE_STUDENT, firstName });
}

/** A student who never signs in (no password: no slow hashing). */
export function createStudent(app: INestApplication, firstName = 'Student'): Promise<User> {
  return app.get(UsersService).create({
    email: uniqueEmail('student'),
    firstName,
    role: ROLE_STUDENT,
    phone: null,
    passwordHash: null,
  });
}

/** The teacher's invite link, through the API. */
export async function inviteOf(teacher: TestBrowser): Promise<InviteLink> {
  return (await teacher.get('/api/students/invite').expect(200)).body as InviteLink;
}

/** Makes the student the teacher's student (as the invite link would). */
export async function join(
  app: INestApplication,
  teacher: TestBrowser,
  studentId: number,
): Promise<void> {
  const { code } = await inviteOf(teacher);
  await app.get(StudentJoinService).joinByInvite(studentId, code);
}

/** Ids of a GET answer's items. */
export function ids(body: unknown): number[] {
  return (body as { id: number }[]).map((item) => item.id);
}

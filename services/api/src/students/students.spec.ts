import type { INestApplication } from '@nestjs/common';
import type { StudentGroup, StudentSummary } from '@tutor/contracts';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { advanceClock, type TestBrowser } from '../testing/browser';
import { TeacherStudentsService } from './teacher-students.service';
import {
  ids,
  join,
  signedInStudent,
  signedInTeacher,
  type SignedIn,
} from './testing/students-fixtures';

describe('the teacher’s students', () => {
  let app: INestApplication;
  let anonymous: TestBrowser;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: (b) => (anonymous = b) });

  let teacher: SignedIn;
  beforeEach(async () => {
    teacher = await signedInTeacher(app);
  });

  const listOf = async (who: SignedIn = teacher): Promise<StudentSummary[]> =>
    (await who.browser.get('/api/students').expect(200)).body as StudentSummary[];

  const newGroup = async (name: string, studentIds: number[]): Promise<StudentGroup> =>
    (await teacher.browser.post('/api/groups').send({ name, student_ids: studentIds }).expect(201))
      .body as StudentGroup;

  describe('GET /api/students', () => {
    it('lists the teacher’s own students, the latest to join first, with their groups', async () => {
      const first = await signedInStudent(app, 'Первый');
      const second = await signedInStudent(app, 'Второй');
      const strangers = await signedInStudent(app);
      await join(app, teacher.browser, first.user.id);
      advanceClock(app, 1000);
      await join(app, teacher.browser, second.user.id);
      await join(app, (await signedInTeacher(app)).browser, strangers.user.id);
      const group = await newGroup('A', [first.user.id]);

      const list = await listOf();
      expect(ids(list)).toEqual([second.user.id, first.user.id]);
      expect(list[1]).toEqual({
        id: first.user.id,
        first_name: 'Первый',
        email: first.user.email,
        joined_at: expect.any(Number) as number,
        group_ids: [group.id],
      });
      expect(list[0]?.group_ids).toEqual([]);
      expect((list[0]?.joined_at ?? 0) - (list[1]?.joined_at ?? 0)).toBeGreaterThanOrEqual(1000);
    });

    it('is empty for a new teacher', async () => {
      expect(await listOf()).toEqual([]);
    });

    it('is not cached', async () => {
      const res = await teacher.browser.get('/api/students').expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('refuses a visitor (401) and a student (403)', async () => {
      await anonymous.get('/api/students').expect(401, { message: 'Unauthenticated.' });
      const { browser } = await signedInStudent(app);
      await browser.get('/api/students').expect(403, { message: 'This action is unauthorized.' });
    });
  });

  describe('DELETE /api/students/:studentId', () => {
    it('removes the student and their places in the teacher’s groups, not in others’', async () => {
      const student = await signedInStudent(app);
      const stays = await signedInStudent(app);
      const other = await signedInTeacher(app);
      await join(app, teacher.browser, student.user.id);
      await join(app, teacher.browser, stays.user.id);
      await join(app, other.browser, student.user.id);
      const group = await newGroup('G', [student.user.id, stays.user.id]);
      const otherGroup = (
        await other.browser
          .post('/api/groups')
          .send({ name: 'Other', student_ids: [student.user.id] })
          .expect(201)
      ).body as StudentGroup;

      await teacher.browser.delete(`/api/students/${student.user.id}`).expect(204);

      expect(ids(await listOf())).toEqual([stays.user.id]);
      const groups = (await teacher.browser.get('/api/groups').expect(200)).body as StudentGroup[];
      expect(groups).toEqual([{ id: group.id, name: 'G', student_ids: [stays.user.id] }]);
      expect(ids(await listOf(other))).toEqual([student.user.id]);
      await other.browser.get('/api/groups').expect(200, [otherGroup]);
      const service = app.get(TeacherStudentsService);
      expect(await service.isStudentOf(teacher.user.id, student.user.id)).toBe(false);
      expect(await service.teacherIdsOf(student.user.id)).toEqual([other.user.id]);
    });

    it('answers 403 for a student who is not the teacher’s (another teacher’s, or removed already), 404 for no one', async () => {
      const student = await signedInStudent(app);
      const other = await signedInTeacher(app);
      await join(app, other.browser, student.user.id);
      await teacher.browser
        .delete(`/api/students/${student.user.id}`)
        .expect(403, { message: 'This action is unauthorized.' });
      expect(ids(await listOf(other))).toEqual([student.user.id]);
      await join(app, teacher.browser, student.user.id);
      await teacher.browser.delete(`/api/students/${student.user.id}`).expect(204);
      await teacher.browser.delete(`/api/students/${student.user.id}`).expect(403);
      await teacher.browser.delete('/api/students/99999999').expect(404);
    });

    it('lets the student join again later', async () => {
      const student = await signedInStudent(app);
      await join(app, teacher.browser, student.user.id);
      await teacher.browser.delete(`/api/students/${student.user.id}`).expect(204);
      await join(app, teacher.browser, student.user.id);
      expect(ids(await listOf())).toEqual([student.user.id]);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648', '%20', '0x10'])(
      'answers 404 for the id %j',
      async (id) => {
        await teacher.browser.delete(`/api/students/${id}`).expect(404);
      },
    );

    it('refuses a visitor (401) and a student (403)', async () => {
      const student = await signedInStudent(app);
      await join(app, teacher.browser, student.user.id);
      await anonymous.delete(`/api/students/${student.user.id}`).expect(401);
      await student.browser.delete(`/api/students/${student.user.id}`).expect(403);
      expect(ids(await listOf())).toEqual([student.user.id]);
    });
  });

  describe('TeacherStudentsService (for dispatch and works)', () => {
    it('answers who is whose student and who is in a group', async () => {
      const [a, b] = [await signedInStudent(app), await signedInStudent(app)];
      const other = await signedInTeacher(app);
      await join(app, teacher.browser, a.user.id);
      await join(app, teacher.browser, b.user.id);
      await join(app, other.browser, a.user.id);
      const group = await newGroup('G', [b.user.id]);
      const service = app.get(TeacherStudentsService);

      expect((await service.studentIdsOf(teacher.user.id)).sort()).toEqual(
        [a.user.id, b.user.id].sort(),
      );
      expect((await service.teacherIdsOf(a.user.id)).sort()).toEqual(
        [teacher.user.id, other.user.id].sort(),
      );
      expect(await service.isStudentOf(other.user.id, b.user.id)).toBe(false);
      expect(await service.isStudentOf(teacher.user.id, b.user.id)).toBe(true);
      expect(await service.groupStudentIds(teacher.user.id, group.id)).toEqual([b.user.id]);
      expect(await service.groupStudentIds(other.user.id, group.id)).toBeNull();
      expect(await service.groupStudentIds(teacher.user.id, 2_000_000_000)).toBeNull();
    });
  });
});

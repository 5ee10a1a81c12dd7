import { registerOwnership } from '../access/record-access.service';
import { User } from '../users/user.entity';
import { TeacherStudent } from './teacher-student.entity';

/** A user as the students' pages see them: whose student they are. */
export interface StudentOfTeachers {
  id: number;
  teacherIds: number[];
}

declare module '../access/record-access.service' {
  interface OwnedRecords {
    student: StudentOfTeachers;
  }
}

// A teacher's student is theirs; anyone else (another teacher's student, a teacher) is not.
registerOwnership('student', {
  async find(manager, id) {
    if (!(await manager.existsBy(User, { id }))) return null;
    const links = await manager.findBy(TeacherStudent, { studentId: id });
    return { id, teacherIds: links.map((link) => link.teacherId) };
  },
  isOwner: (student, userId) => student.teacherIds.includes(userId),
});

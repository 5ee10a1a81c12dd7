import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ROLE_TEACHER, type WorkView } from '@tutor/contracts';
import { In, IsNull, type Repository } from 'typeorm';
import { Clock } from '../common/clock/clock.service';
import { countPages, FilePreviews } from '../files/previews/file-previews.service';
import { StoredFile } from '../files/stored-file.entity';
import { TaskAttachments } from '../tasks/attachments/task-attachments.service';
import { workViewWithFiles } from '../tasks/attachments/work-view-files';
import { Subject } from '../subjects/subject.entity';
import type { TaskQuestion } from '../tasks/task-question.entity';
import type { Task } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { fileIdsOf } from './student/answer-values';
import { WorkAnswer } from './work-answer.entity';
import { Work } from './work.entity';
import { toWorkView, type WorkParts } from './work-view';
import { WorkRevisions } from './work-revisions.service';

/** Loads what a work page shows and shapes it for the viewer. */
@Injectable()
export class WorkViews {
  constructor(
    @InjectRepository(Work) private readonly works: Repository<Work>,
    @InjectRepository(WorkAnswer) private readonly answers: Repository<WorkAnswer>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Subject) private readonly subjects: Repository<Subject>,
    @InjectRepository(StoredFile) private readonly files: Repository<StoredFile>,
    private readonly clock: Clock,
    private readonly revisions: WorkRevisions,
    private readonly previews: FilePreviews,
    private readonly attachments: TaskAttachments,
  ) {}

  /** The work as `viewer` may see it (access already checked). */
  async view(viewer: User, work: Work, task: Task): Promise<WorkView> {
    const parts = await this.load(work, task);
    const view = toWorkView(parts, viewer.role === ROLE_TEACHER, this.clock.now());
    return workViewWithFiles(this.attachments, view, parts.task, parts.questions);
  }

  /** The work after a change: read again, then shaped for `viewer`. */
  async reload(viewer: User, workId: number, task: Task): Promise<WorkView> {
    return this.view(viewer, await this.works.findOneByOrFail({ id: workId }), task);
  }

  /** The work with its task and questions as they were sent to it (its revision). */
  private async load(work: Work, liveTask: Task): Promise<WorkParts> {
    const { task, questions } = await this.revisions.of(work, liveTask);
    const [answers, student, subject, attempts] = await Promise.all([
      this.answers.find({ where: { workId: work.id }, order: { questionId: 'ASC' } }),
      this.users.findOneOrFail({
        where: { id: work.studentId },
        select: { id: true, firstName: true, email: true },
      }),
      task.subjectId === null
        ? null
        : this.subjects.findOne({
            where: { id: task.subjectId },
            select: { id: true, name: true },
          }),
      this.works.find({
        where: { taskId: work.taskId, studentId: work.studentId, withdrawnAt: IsNull() },
        select: { id: true, attempt: true, status: true, ball: true },
        order: { attempt: 'ASC' },
      }),
    ]);
    const fileIds = answers.flatMap((row) => fileIdsOf(row.value));
    const files =
      fileIds.length === 0
        ? []
        : await this.files.findBy({ id: In(fileIds), ownerId: work.studentId });
    await countPages(this.previews, files);
    return {
      work,
      task,
      questions,
      answers: this.inQuestionOrder(answers, questions),
      student,
      subject,
      files: new Map(files.map((file) => [file.id, file])),
      attempts,
    };
  }

  private inQuestionOrder(
    answers: readonly WorkAnswer[],
    questions: readonly TaskQuestion[],
  ): WorkAnswer[] {
    const order = new Map(questions.map((question, index) => [question.id, index]));
    return answers
      .filter((row) => order.has(row.questionId))
      .sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
  }
}

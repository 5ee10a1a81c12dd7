import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AccessException } from '../common/errors/access.exception';
import { FilesService } from '../files/files.service';
import { FilePreviews } from '../files/previews/file-previews.service';
import { TaskAttachments } from '../tasks/attachments/task-attachments.service';
import { StoredFile } from '../files/stored-file.entity';
import type { User } from '../users/user.entity';
import { fileIdsOf } from './student/answer-values';
import { WorkAccess } from './work-access.service';
import { WorkAnswer } from './work-answer.entity';

/** The files a work's answers name, for those who may see the work. */
@Injectable()
export class WorkFiles {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: WorkAccess,
    private readonly files: FilesService,
    private readonly previews: FilePreviews,
    private readonly attachments: TaskAttachments,
  ) {}

  /**
   * A file one of the work's answers or its task revision names, served as the files module serves it (safe
   * type, inline only for images and audio); any other file id is 404 'Not Found.'
   */
  async open(user: User, workId: number, fileId: number): Promise<StreamableFile> {
    return this.files.streamable(await this.fileOf(user, workId, fileId));
  }

  /** Page n of such a file as a PNG preview; 404 outside its pages. */
  async page(user: User, workId: number, fileId: number, page: number): Promise<Buffer> {
    return this.previews.page(await this.fileOf(user, workId, fileId), page);
  }

  private async fileOf(user: User, workId: number, fileId: number): Promise<StoredFile> {
    const { work, task, questions } = await this.access.requireReadable(user, workId);
    const taskFile = await this.attachments.named(fileId, task.attachments, questions);
    if (taskFile !== null) return taskFile;
    const answers = await this.dataSource
      .getRepository(WorkAnswer)
      .find({ where: { workId: work.id }, select: { id: true, value: true } });
    if (!answers.some((answer) => fileIdsOf(answer.value).includes(fileId))) {
      throw AccessException.notFound();
    }
    const file = await this.dataSource
      .getRepository(StoredFile)
      .findOneBy({ id: fileId, ownerId: work.studentId });
    if (file === null) throw AccessException.notFound();
    return file;
  }
}

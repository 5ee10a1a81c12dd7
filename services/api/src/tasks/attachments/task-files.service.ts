import { Injectable, type StreamableFile } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RecordAccess } from '../../access/record-access.service';
import { AccessException } from '../../common/errors/access.exception';
import { FilesService } from '../../files/files.service';
import { FilePreviews } from '../../files/previews/file-previews.service';
import type { StoredFile } from '../../files/stored-file.entity';
import { TaskQuestion } from '../task-question.entity';
import { TaskAttachments } from './task-attachments.service';

/** The files a teacher's task names, for its owner: the file itself and its page previews. */
@Injectable()
export class TaskFiles {
  constructor(
    @InjectRepository(TaskQuestion) private readonly questions: Repository<TaskQuestion>,
    private readonly access: RecordAccess,
    private readonly attachments: TaskAttachments,
    private readonly files: FilesService,
    private readonly previews: FilePreviews,
  ) {}

  async open(teacherId: number, taskId: number, fileId: number): Promise<StreamableFile> {
    return this.files.streamable(await this.fileOf(teacherId, taskId, fileId));
  }

  async page(teacherId: number, taskId: number, fileId: number, page: number): Promise<Buffer> {
    return this.previews.page(await this.fileOf(teacherId, taskId, fileId), page);
  }

  /** 404 for a file the task does not name (whoever uploaded it). */
  private async fileOf(teacherId: number, taskId: number, fileId: number): Promise<StoredFile> {
    const task = await this.access.require(teacherId, 'task', taskId);
    const questions = await this.questions.find({ where: { taskId: task.id } });
    const file = await this.attachments.named(fileId, task.attachments, questions);
    if (file === null) throw AccessException.notFound();
    return file;
  }
}

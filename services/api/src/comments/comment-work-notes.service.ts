import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { WorkNotes, type WorkNote } from '../works/work-notes';
import { Comment } from './comment.entity';

/** A returned work's note is the teacher's comment on it. */
@Injectable()
export class CommentWorkNotes extends WorkNotes {
  async add(manager: EntityManager, note: WorkNote): Promise<void> {
    await manager.getRepository(Comment).insert({
      workId: note.workId,
      authorId: note.authorId,
      text: note.text,
      createdAt: note.at,
      updatedAt: note.at,
    });
  }
}

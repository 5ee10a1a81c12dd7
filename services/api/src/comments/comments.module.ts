import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WorksModule } from '../works/works.module';
import { WorkNotes } from '../works/work-notes';
import { Comment } from './comment.entity';
import { CommentWorkNotes } from './comment-work-notes.service';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';
import { QuestionComments } from './question-comments.service';
import { QuestionCommentsRelease } from './question-comments-release.service';
import './comment.ownership';
import './comments.messages';

/**
 * Comments on works; who may see a work is WorksModule's WorkAccess. Global: it keeps the
 * works module's WorkNotes (a returned work's note), so works never import comments.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Comment]), WorksModule],
  controllers: [CommentsController],
  providers: [
    CommentsService,
    QuestionComments,
    QuestionCommentsRelease,
    { provide: WorkNotes, useClass: CommentWorkNotes },
  ],
  exports: [TypeOrmModule, WorkNotes],
})
export class CommentsModule {}

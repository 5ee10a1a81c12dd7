import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
} from '@nestjs/common';
import type { WorkComment } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { SignedIn } from '../access/route-access';
import type { User } from '../users/user.entity';
import { RouteId, WorkId } from '../common/http/route-id.decorator';
import { CommentsService } from './comments.service';
import { CommentInputDto } from './dto/comment-input.dto';
import { NewCommentDto } from './dto/new-comment.dto';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { arrayOf } from '../common/openapi/json-schema';
import { WorkCommentSchema } from '../common/openapi/schemas/works.schema';

/** Comments on a work: its student and its teacher read and write them. */
@Controller('api')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get('works/:workId/comments')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(arrayOf(WorkCommentSchema))
  list(@CurrentUser() user: User, @WorkId() workId: number): Promise<WorkComment[]> {
    return this.comments.list(user, workId);
  }

  @Post('works/:workId/comments')
  @SignedIn()
  @ApiAnswer(WorkCommentSchema)
  create(
    @CurrentUser() user: User,
    @WorkId() workId: number,
    @Body() body: NewCommentDto,
  ): Promise<WorkComment> {
    return this.comments.create(
      user,
      workId,
      body.text,
      body.request_key ?? null,
      body.question_id ?? null,
    );
  }

  @Patch('comments/:commentId')
  @SignedIn()
  @ApiAnswer(WorkCommentSchema)
  update(
    @CurrentUser() user: User,
    @RouteId('commentId') commentId: number,
    @Body() body: CommentInputDto,
  ): Promise<WorkComment> {
    return this.comments.update(user, commentId, body.text);
  }

  @Delete('comments/:commentId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @SignedIn()
  remove(@CurrentUser() user: User, @RouteId('commentId') commentId: number): Promise<void> {
    return this.comments.remove(user, commentId);
  }
}

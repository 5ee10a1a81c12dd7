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
  Query,
} from '@nestjs/common';
import type { CommentBankEntry } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import {
  CommentBankEntrySchema,
  CommentBankListSchema,
} from '../common/openapi/schemas/comment-bank.schema';
import type { User } from '../users/user.entity';
import { CommentBankService } from './comment-bank.service';
import { CommentBankEntryDto } from './dto/comment-bank-entry.dto';
import { CommentBankQueryDto } from './dto/comment-bank-query.dto';

/** The teacher's comment bank: reusable comments, most used first. */
@Controller('api/comment-bank')
export class CommentBankController {
  constructor(private readonly bank: CommentBankService) {}

  @Get()
  @TeacherOnly()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(CommentBankListSchema)
  list(
    @CurrentUser() teacher: User,
    @Query() query: CommentBankQueryDto,
  ): Promise<CommentBankEntry[]> {
    return this.bank.list(teacher.id, query.q);
  }

  /** The same text saved again answers the entry already kept. */
  @Post()
  @TeacherOnly()
  @ApiAnswer(CommentBankEntrySchema)
  create(
    @CurrentUser() teacher: User,
    @Body() body: CommentBankEntryDto,
  ): Promise<CommentBankEntry> {
    return this.bank.create(teacher.id, body.text);
  }

  @Patch(':bankEntryId')
  @TeacherOnly()
  @ApiAnswer(CommentBankEntrySchema)
  update(
    @CurrentUser() teacher: User,
    @RouteId('bankEntryId') id: number,
    @Body() body: CommentBankEntryDto,
  ): Promise<CommentBankEntry> {
    return this.bank.update(teacher.id, id, body.text);
  }

  @Delete(':bankEntryId')
  @TeacherOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() teacher: User, @RouteId('bankEntryId') id: number): Promise<void> {
    return this.bank.remove(teacher.id, id);
  }

  /** The entry was inserted into a comment: counts one use. */
  @Post(':bankEntryId/use')
  @TeacherOnly()
  @HttpCode(HttpStatus.OK)
  @ApiAnswer(CommentBankEntrySchema)
  use(@CurrentUser() teacher: User, @RouteId('bankEntryId') id: number): Promise<CommentBankEntry> {
    return this.bank.use(teacher.id, id);
  }
}

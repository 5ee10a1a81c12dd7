import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Query,
} from '@nestjs/common';
import type { BankQuestionPage, BankQuestionSaved } from '@tutor/contracts';
import { CurrentUser } from '../access/current-user.decorator';
import { TeacherOnly } from '../access/route-access';
import { RouteId } from '../common/http/route-id.decorator';
import { ApiAnswer, ApiRequest } from '../common/openapi/api-answer.decorator';
import {
  BankQuestionPageSchema,
  BankQuestionSavedSchema,
} from '../common/openapi/schemas/question-bank.schema';
import type { User } from '../users/user.entity';
import { BankQuestionInputDto } from './dto/bank-question-input.dto';
import { BankQuestionQueryDto } from './dto/bank-question-query.dto';
import { QuestionBankService } from './question-bank.service';

/**
 * The teacher's question bank. Bodies are checked by BankQuestionInputValidator with the
 * rules of a task's question (one 422 for all).
 */
@Controller('api/question-bank')
@TeacherOnly()
export class QuestionBankController {
  constructor(private readonly bank: QuestionBankService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiAnswer(BankQuestionPageSchema)
  index(
    @CurrentUser() teacher: User,
    @Query() query: BankQuestionQueryDto,
  ): Promise<BankQuestionPage> {
    return this.bank.page(teacher.id, query);
  }

  @Post()
  @ApiRequest(BankQuestionInputDto)
  @ApiAnswer(BankQuestionSavedSchema)
  save(@CurrentUser() teacher: User, @Body() body: unknown): Promise<BankQuestionSaved> {
    return this.bank.save(teacher.id, body);
  }

  /** Tasks the question was inserted into keep their copies. */
  @Delete(':bankQuestionId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentUser() teacher: User, @RouteId('bankQuestionId') id: number): Promise<void> {
    return this.bank.remove(teacher.id, id);
  }
}

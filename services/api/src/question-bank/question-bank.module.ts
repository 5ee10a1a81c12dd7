import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SubjectsModule } from '../subjects/subjects.module';
import { BankQuestion } from './bank-question.entity';
import { BankQuestionInputValidator } from './bank-question-input.validator';
import { QuestionBankController } from './question-bank.controller';
import { QuestionBankService } from './question-bank.service';
import './bank-question.ownership';

/** The teachers' question banks at /api/question-bank (RecordAccess 'bank-question'). */
@Module({
  imports: [TypeOrmModule.forFeature([BankQuestion]), SubjectsModule],
  controllers: [QuestionBankController],
  providers: [QuestionBankService, BankQuestionInputValidator],
})
export class QuestionBankModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommentBankEntry } from './comment-bank-entry.entity';
import { CommentBankController } from './comment-bank.controller';
import { CommentBankService } from './comment-bank.service';
import './comment-bank.messages';
import './comment-bank-entry.ownership';

/** The teachers' comment banks (RecordAccess 'comment-bank-entry' answers whose one is). */
@Module({
  imports: [TypeOrmModule.forFeature([CommentBankEntry])],
  controllers: [CommentBankController],
  providers: [CommentBankService],
})
export class CommentBankModule {}

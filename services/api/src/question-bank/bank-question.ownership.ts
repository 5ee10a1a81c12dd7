import { columnOwnership } from '../access/column-ownership';
import { registerOwnership } from '../access/record-access.service';
import { BankQuestion } from './bank-question.entity';

declare module '../access/record-access.service' {
  interface OwnedRecords {
    'bank-question': BankQuestion;
  }
}

registerOwnership('bank-question', columnOwnership(BankQuestion, { owner: 'teacherId' }));

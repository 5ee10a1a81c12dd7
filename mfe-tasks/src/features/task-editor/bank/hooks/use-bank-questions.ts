import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BankQuestionQuery } from '@tutor/contracts';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { getBankQuestions } from '../api/get-bank-questions';

/** One page of the teacher's bank; the page shown stays while the next one loads. */
export function useBankQuestions(query: BankQuestionQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.questionBankPage(JSON.stringify(query)),
    queryFn: () => getBankQuestions(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

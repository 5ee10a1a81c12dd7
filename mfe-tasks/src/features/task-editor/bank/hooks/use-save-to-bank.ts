import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankQuestionInput } from '@tutor/contracts';
import { queryKeys } from '../../../../shared/lib/query-keys';
import { saveBankQuestion } from '../api/save-bank-question';

/** Saving a question of the form to the bank; the bank's lists are read again after. */
export function useSaveToBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BankQuestionInput) => saveBankQuestion(input),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.questionBank }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@tutor/ui';
import { queryKeys } from '../../../shared/lib/query-keys';
import { getStudentOverview } from '../api/get-student-overview';
import { setExcused } from '../api/set-excused';

/** The student's page, read fresh on each visit (a work checked a moment ago is in it). */
export function useStudentOverview(studentId: number) {
  return useQuery({
    queryKey: queryKeys.studentOverview(studentId),
    queryFn: () => getStudentOverview(studentId),
    staleTime: 0,
  });
}

/** Excuses a task of the student (the journal's excuse) or takes it back, then reads again. */
export function useExcuse(studentId: number) {
  const { t } = useTranslation('tasks', { keyPrefix: 'student' });
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, excused }: { taskId: number; excused: boolean; task: string }) =>
      setExcused(taskId, studentId, excused),
    onSuccess: async (_answer, { excused, task }) => {
      toast.success(t(excused ? 'excused_on' : 'excused_off', { task }));
      await client.invalidateQueries({ queryKey: queryKeys.studentOverview(studentId) });
    },
  });
}

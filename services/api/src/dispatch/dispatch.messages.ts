import { registerMessages } from '../i18n/messages';
/** Server texts of the dispatch module (registered with the i18n table on import). */
const en = {
  'dispatch.student_ids.not_yours': 'Some of the selected students are not your students.',
  'dispatch.group.not_found': 'The selected group does not exist.',
  'dispatch.target_empty':
    'Nobody would receive the task now: you have no students here yet. Send it also to students who join later.',
  'dispatch.cancel.not_planned': 'Only a planned sending can be cancelled.',
  'dispatch.retry.not_failed': 'Only a sending that failed after its retries can be retried.',
  'dispatch.error.task_deleted': 'The task was deleted.',
  'dispatch.error.no_eligible_students': 'None of the chosen students can receive the task.',
  'dispatch.error.group_deleted': 'The group was deleted.',
  'dispatch.error.unexpected': 'The sending failed. Try again later.',
  'dispatch.task_archived': 'This task is archived. Restore it from the archive to send it.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    dispatch: typeof en;
  }
}

export const dispatchMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'dispatch.student_ids.not_yours': 'Некоторые из выбранных учеников не являются вашими.',
    'dispatch.group.not_found': 'Выбранная группа не существует.',
    'dispatch.target_empty':
      'Сейчас задание никто не получит: здесь пока нет учеников. Отправьте его также ученикам, которые присоединятся позже.',
    'dispatch.cancel.not_planned': 'Отменить можно только запланированную рассылку.',
    'dispatch.retry.not_failed':
      'Повторить можно только рассылку, завершившуюся ошибкой после всех попыток.',
    'dispatch.error.task_deleted': 'Задание удалено.',
    'dispatch.error.no_eligible_students': 'Никто из выбранных учеников не может получить задание.',
    'dispatch.error.group_deleted': 'Группа удалена.',
    'dispatch.error.unexpected': 'Рассылка не удалась. Попробуйте позже.',
    'dispatch.task_archived': 'Задание в архиве. Чтобы отправить его, верните его из архива.',
  },
});

import { registerMessages } from '../i18n/messages';
/** Server texts of the works module (registered with the i18n table on import). */
const en = {
  'works.stale_version':
    'The work has been changed in another tab or by someone else. Reload the page to see the latest version.',
  'works.time_is_up': 'Time is up: the work has been submitted automatically.',
  'works.deadline_passed': 'The deadline has passed: the work can no longer be submitted.',
  'works.not_editable': 'The work can no longer be changed: it has been submitted.',
  'works.not_awaiting_check': 'The work is not awaiting check.',
  'works.new_attempt_unavailable': 'A new attempt at this task is not available.',
  'works.question_unknown': 'This question is not part of the task.',
  'works.question_repeated': 'This question is listed more than once.',
  'works.answer_invalid': 'The answer does not fit the type of the question.',
  'works.answer_too_long': 'The answer must not be longer than :max characters.',
  'works.answer_option_unknown': 'The chosen option is not one of the question’s options.',
  'works.answer_single_choice': 'Choose only one option.',
  'works.answer_file_unknown': 'The file was not found among your uploads.',
  'works.answer_files_max': 'Too many files: this answer can hold at most :max.',
  'works.answer_file_repeated': 'The same file is attached twice.',
  'works.not_started': 'Press “Start” first: the timer for this work has not started.',
  'works.regrade_final': 'A checked work can only be re-graded with a final result.',
  'works.video_link': 'Unsupported link. Supported platforms: YouTube, VK, Rutube, Kinescope.',
  'works.ball_range': 'The points must be between 0 and :max.',
  'works.ball_total': 'The total of :total points is more than the maximum of :max.',
  'works.list_view': 'The view must be “todo” or “all”.',
  'works.calendar_from': 'The start of the period must be a time in epoch milliseconds.',
  'works.calendar_to': 'The end of the period must be a time in epoch milliseconds.',
  'works.calendar_order': 'The end of the period must be after its start.',
  'works.calendar_span': 'The period must not be longer than 62 days.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    works: typeof en;
  }
}

export const worksMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'works.stale_version':
      'Работа была изменена в другой вкладке или другим пользователем. Обновите страницу, чтобы увидеть последнюю версию.',
    'works.time_is_up': 'Время вышло: работа отправлена автоматически.',
    'works.deadline_passed': 'Срок сдачи прошёл: работу больше нельзя отправить.',
    'works.list_view': 'Вид списка должен быть «todo» или «all».',
    'works.calendar_from': 'Начало периода должно быть моментом времени в миллисекундах.',
    'works.calendar_to': 'Конец периода должен быть моментом времени в миллисекундах.',
    'works.calendar_order': 'Конец периода должен быть позже его начала.',
    'works.calendar_span': 'Период должен быть не длиннее 62 дней.',
    'works.not_editable': 'Работу больше нельзя изменить: она уже отправлена.',
    'works.not_awaiting_check': 'Работа не ожидает проверки.',
    'works.new_attempt_unavailable': 'Новая попытка выполнения этого задания недоступна.',
    'works.question_unknown': 'Такого вопроса нет в задании.',
    'works.question_repeated': 'Этот вопрос указан несколько раз.',
    'works.answer_invalid': 'Ответ не подходит к типу вопроса.',
    'works.answer_too_long': 'Ответ не может быть длиннее :max символов.',
    'works.answer_option_unknown': 'Выбранного варианта нет среди вариантов ответа.',
    'works.answer_single_choice': 'Можно выбрать только один вариант.',
    'works.answer_file_unknown': 'Файл не найден среди ваших загрузок.',
    'works.answer_files_max': 'В ответе на этот вопрос может быть не больше :max файлов.',
    'works.answer_file_repeated': 'Один и тот же файл прикреплён дважды.',
    'works.not_started': 'Сначала нажмите «Начать»: таймер этой работы ещё не запущен.',
    'works.regrade_final':
      'Проверенную работу можно проверить снова только с итоговым результатом.',
    'works.video_link':
      'Неподдерживаемая ссылка. Поддерживаются платформы: YouTube, VK, Rutube, Kinescope.',
    'works.ball_range': 'Балл должен быть от 0 до :max.',
    'works.ball_total': 'Сумма баллов :total больше максимального балла :max.',
  },
});

import type { studentEn } from '../en/student';

/** Texts of the teacher's page of one student (group `student`). */
export const studentRu: typeof studentEn = {
  back: 'Все ученики',
  since: 'Среди ваших учеников с {{date}}',
  actions: 'Действия',
  send_task: 'Отправить задание',
  send_task_hint:
    'Кнопка откроет новое задание, где получатель уже выбран: {{name}}. Чтобы отправить готовое задание, откройте его и выберите получателя в разделе отправки.',
  mail: 'Написать письмо: {{name}}',
  journal: 'Открыть журнал',
  works: 'Работы',
  no_works: 'Работ пока нет: отправьте ученику задание.',
  task: 'Задание',
  status: 'Статус',
  mark: 'Оценка',
  excuse: 'Уважительная причина',
  excuse_named: 'Уважительная причина: «{{task}}» (не входит в средние)',
  excused_on: '«{{task}}»: уважительная причина, в средние не входит.',
  excused_off: '«{{task}}» снова входит в средние.',
  late: 'с опозданием',
  missing: 'не сдано в срок',
  returned: 'на доработке',
  averages: 'Средние по предметам',
  subject: 'Предмет',
  no_subject: 'Без предмета',
  marks: 'Оценок',
  mean: 'Средний балл',
  weighted_mean: 'Средневзвешенный балл',
  percent: 'Средний процент',
  no_marks: 'Проверенных работ пока нет.',
  progress: 'Успеваемость',
  progress_single: 'Пока одна оценка: {{to}}% ({{last}}).',
  progress_summary_one:
    '{{count}} оценка с {{first}} по {{last}}: первая {{from}}%, последняя {{to}}%.',
  progress_summary_few:
    '{{count}} оценки с {{first}} по {{last}}: первая {{from}}%, последняя {{to}}%.',
  progress_summary_many:
    '{{count}} оценок с {{first}} по {{last}}: первая {{from}}%, последняя {{to}}%.',
  progress_summary_other:
    '{{count}} оценки с {{first}} по {{last}}: первая {{from}}%, последняя {{to}}%.',
  progress_table: 'Оценки по датам',
  checked: 'Проверено',
  result: 'Результат, %',
  comments: 'Комментарии',
  comments_count_one: 'Всего {{count}} комментарий:',
  comments_count_few: 'Всего {{count}} комментария, последние:',
  comments_count_many: 'Всего {{count}} комментариев, последние:',
  comments_count_other: 'Всего {{count}} комментария, последние:',
  no_comments: 'Комментариев пока нет.',
  comment_on: 'к заданию «{{task}}»',
};

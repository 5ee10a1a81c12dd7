import type { filesEn } from '../en/files';

/** Русские тексты файлов задания: файлы и изображения в редакторе, файлы на странице работы. */
export const filesRu: typeof filesEn = {
  task: 'Файлы задания',
  question: 'Файлы к вопросу {{number}}',
  editor: {
    title: 'Файлы',
    task_hint: 'Теория, бланки, рисунки или записи для всего задания.',
    question_hint: 'Файлы, которые нужны ученикам для этого вопроса.',
    choose: 'Добавить файлы',
    hint: 'До {{max}} МБ каждый: {{types}}.',
    remove: 'Убрать',
    remove_named: 'Убрать {{name}}',
    refused: '{{name}}: {{reason}}',
    limit: 'Здесь не больше {{max}} файлов.',
  },
  image: {
    insert: 'Изображение',
    insert_into_text: 'Изображение для текста вопроса',
    insert_into_option: 'Изображение для варианта {{number}}',
    title: 'Вставить изображение',
    file: 'Файл изображения',
    file_hint: 'PNG, JPEG, GIF или WebP.',
    file_required: 'Выберите изображение.',
    not_image: 'Этот файл не изображение: выберите файл PNG, JPEG, GIF или WebP.',
    alt: 'Описание изображения',
    alt_hint: 'Его прочитают ученикам, которые не видят изображение. Обязательно.',
    alt_required: 'Опишите, что изображено.',
    alt_too_long: 'Не больше {{max}} символов.',
    width: 'Ширина в пикселях (необязательно)',
    width_range: 'Целое число от {{min}} до {{max}}.',
    submit: 'Вставить',
    cancel: 'Отмена',
  },
};

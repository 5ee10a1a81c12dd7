import type { commonEn } from '../en/common';

/** Russian texts shared by the marketplace pages (see ../en/common). */
export const commonRu: typeof commonEn = {
  common: {
    none: '—',
    free: 'Бесплатно',
    grade: '{{grade}} класс',
    author: 'Автор: {{name}}',
    no_rating: 'Оценок пока нет',
    rating: 'Оценка {{rating}} из 5',
    reviews_one: '{{count}} отзыв',
    reviews_few: '{{count}} отзыва',
    reviews_many: '{{count}} отзывов',
    reviews_other: '{{count}} отзыва',
    balls_one: '{{count}} балл',
    balls_few: '{{count}} балла',
    balls_many: '{{count}} баллов',
    balls_other: '{{count}} балла',
    exams: 'Экзамены',
    draft: 'Не опубликован',
    favourite: 'Избранное: {{title}}',
  },
  exams: { oge: 'ОГЭ', ege: 'ЕГЭ', vpr: 'ВПР' },
  question_types: {
    short_text: 'Короткий ответ',
    formula: 'Формула',
    long_text: 'Развёрнутый ответ',
    single_choice: 'Один вариант',
    multiple_choice: 'Несколько вариантов',
    file: 'Файл',
    audio: 'Аудио',
    video_link: 'Ссылка на видео',
  },
};

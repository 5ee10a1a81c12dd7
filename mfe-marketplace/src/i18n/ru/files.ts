import type { filesEn } from '../en/files';

/** Русские тексты файлов материала на его странице. */
export const filesRu: typeof filesEn = {
  title: 'Файлы урока',
  list: 'Файлы урока',
  sample: 'Образец: {{name}}',
  download: 'Скачать',
  download_named: 'Скачать {{name}}',
  no_preview: 'У этого файла нет образца.',
  after_purchase:
    'Файлы откроются, когда вы купите или получите материал. Пока видны образцы с водяным знаком.',
};

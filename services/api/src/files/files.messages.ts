/** Server texts of the files module (merged into i18n/messages.ts). */
const en = {
  'files.required': 'The file field is required.',
  'files.empty': 'The file is empty.',
  'files.too_large': 'The file may not be larger than :max MB.',
  'files.type': 'Unsupported file type. Allowed types: :types.',
  'files.audio': 'The audio file could not be loaded.',
} as const;

export const filesMessages: { en: typeof en; ru: Record<keyof typeof en, string> } = {
  en,
  ru: {
    'files.required': 'Поле файл обязательно для заполнения.',
    'files.empty': 'Файл пуст.',
    'files.too_large': 'Размер файла не может превышать :max МБ.',
    'files.type': 'Неподдерживаемый тип файла. Допустимые типы: :types.',
    'files.audio': 'Ошибка загрузки аудиофайла.',
  },
};

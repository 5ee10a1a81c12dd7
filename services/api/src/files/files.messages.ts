import { registerMessages } from '../i18n/messages';
/** Server texts of the files module (registered with the i18n table on import). */
const en = {
  'files.required': 'Please choose a file.',
  'files.empty': 'The file is empty.',
  'files.too_large': 'The file is too large: the limit is :max MB.',
  'files.type': 'Unsupported file type. Allowed types: :types.',
  'files.audio': 'The audio file could not be loaded.',
  'files.mismatch':
    'The contents of the file do not match its .:extension extension: it may be damaged or renamed.',
  'files.executable': 'The file is a program, and programs cannot be uploaded.',
  'files.not_text': 'The file is not UTF-8 text: save it in UTF-8 and upload it again.',
  'files.quota': 'There is not enough space for this file: :left of your :quota MB is left.',
  'files.size_mb': ':size MB',
  'files.size_kb': ':size KB',
  'files.in_use':
    'The file is used in a task, a material or an answer, so it cannot be deleted. Remove it there first.',
  'files.download_elsewhere': 'The file is downloaded from the storage at the Location address.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    files: typeof en;
  }
}

export const filesMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'files.required': 'Выберите файл.',
    'files.empty': 'Файл пуст.',
    'files.too_large': 'Размер файла не может превышать :max МБ.',
    'files.type': 'Неподдерживаемый тип файла. Допустимые типы: :types.',
    'files.audio': 'Ошибка загрузки аудиофайла.',
    'files.mismatch':
      'Содержимое файла не соответствует расширению .:extension: возможно, файл повреждён или переименован.',
    'files.executable': 'Файл является программой, а программы загружать нельзя.',
    'files.not_text':
      'Файл не является текстом в кодировке UTF-8: сохраните его в UTF-8 и загрузите снова.',
    'files.quota': 'Недостаточно места для файла: из :quota МБ осталось :left.',
    'files.size_mb': ':size МБ',
    'files.size_kb': ':size КБ',
    'files.in_use':
      'Файл используется в задании, материале или ответе, поэтому его нельзя удалить. Сначала уберите его оттуда.',
    'files.download_elsewhere': 'Файл скачивается из хранилища по адресу из заголовка Location.',
  },
});

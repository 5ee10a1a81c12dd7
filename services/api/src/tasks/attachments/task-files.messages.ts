import { ATTACHMENT_LIMITS } from '@tutor/contracts';
import { registerMessages } from '../../i18n/messages';

const { perTask, perQuestion, imageAltMax } = ATTACHMENT_LIMITS;

/** Server texts of a task's files (registered with the i18n table on import). */
const en = {
  'task_files.task_max': `A task may have at most ${perTask} attached files.`,
  'task_files.question_max': `A question may have at most ${perQuestion} attached files.`,
  'task_files.unknown': 'Each attached file must be one of the files you uploaded.',
  'task_files.image_unknown': 'Each image in the text must be an image you uploaded.',
  'task_files.image_alt': 'Each image in the text needs a description (alt text).',
  'task_files.image_alt_long': `An image description may not be longer than ${imageAltMax} characters.`,
} as const;

declare module '../../i18n/messages' {
  interface ModuleMessages {
    task_files: typeof en;
  }
}

export const taskFilesMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'task_files.task_max': `К заданию можно прикрепить не больше ${perTask} файлов.`,
    'task_files.question_max': `К вопросу можно прикрепить не больше ${perQuestion} файлов.`,
    'task_files.unknown': 'Прикреплять можно только загруженные вами файлы.',
    'task_files.image_unknown': 'Картинка в тексте должна быть загруженным вами изображением.',
    'task_files.image_alt':
      'У каждой картинки в тексте должно быть описание (альтернативный текст).',
    'task_files.image_alt_long': `Описание картинки не может быть длиннее ${imageAltMax} символов.`,
  },
});

import { registerMessages } from '../../i18n/messages';

/** Server texts of the work's marks (registered with the i18n table on import). */
const en = {
  'annotations.stale_version':
    'The marks on this page were changed in another tab. Reload the page to see the latest ones.',
  'annotations.not_annotatable': 'Marks can be drawn only on a submitted work.',
  'annotations.points_odd': 'The points of a stroke must come in x and y pairs.',
} as const;

declare module '../../i18n/messages' {
  interface ModuleMessages {
    annotations: typeof en;
  }
}

export const annotationsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'annotations.stale_version':
      'Пометки на этой странице изменены в другой вкладке. Обновите страницу, чтобы увидеть последние.',
    'annotations.not_annotatable': 'Пометки можно делать только в отправленной работе.',
    'annotations.points_odd': 'Точки линии должны идти парами x и y.',
  },
});

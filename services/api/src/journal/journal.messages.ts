import { registerMessages } from '../i18n/messages';

/** Server texts of the journal module (registered with the i18n table on import). */
const en = {
  'journal.date': 'Give the date as YYYY-MM-DD.',
  'journal.period': 'The end of the period must not be before its start.',
  'journal.weight': 'The weight must be a whole number from 1 to 10.',
  'journal.format': 'Choose CSV or XLSX.',
  'journal.export_too_large':
    'This journal is too large to export at once. Prepare the file in the background instead.',
  'journal.export_not_ready': 'The export is not ready yet.',
  'journal.file.student': 'Student',
  'journal.file.mean': 'Average',
  'journal.file.weighted_mean': 'Weighted average',
  'journal.file.percent': 'Average, %',
  'journal.file.weight': 'weight',
  'journal.file.excused': 'excused',
  'journal.file.missing': 'not handed in',
  'journal.file.returned': 'returned',
  'journal.file.late': 'late',
  'journal.file.passed': 'pass',
  'journal.file.failed': 'fail',
  'journal.file.sheet': 'Journal',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    journal: typeof en;
  }
}

export const journalMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'journal.date': 'Укажите дату в виде ГГГГ-ММ-ДД.',
    'journal.period': 'Конец периода не может быть раньше его начала.',
    'journal.weight': 'Вес — целое число от 1 до 10.',
    'journal.format': 'Выберите CSV или XLSX.',
    'journal.export_too_large':
      'Журнал слишком большой, чтобы выгрузить его сразу: запустите выгрузку в очереди.',
    'journal.export_not_ready': 'Выгрузка ещё не готова.',
    'journal.file.student': 'Ученик',
    'journal.file.mean': 'Средний балл',
    'journal.file.weighted_mean': 'Средневзвешенный балл',
    'journal.file.percent': 'Средний процент',
    'journal.file.weight': 'вес',
    'journal.file.excused': 'уваж.',
    'journal.file.missing': 'не сдано',
    'journal.file.returned': 'на доработке',
    'journal.file.late': 'с опозданием',
    'journal.file.passed': 'зачёт',
    'journal.file.failed': 'незачёт',
    'journal.file.sheet': 'Журнал',
  },
});

import { TASK_LIMITS } from '@tutor/contracts';
import { registerMessages } from '../i18n/messages';

const {
  questionsMax,
  choiceOptionsMin,
  choiceOptionsMax,
  customOptionsMax,
  maxFilesMin,
  maxFilesMax,
  referenceAnswersMax,
  referenceAnswerMax,
} = TASK_LIMITS;

/** Server texts of the tasks module (registered with the i18n table on import). */
const en = {
  'tasks.questions_min': 'The task must have at least one question.',
  'tasks.questions_max': `The task may not have more than ${questionsMax} questions.`,
  'tasks.question_id_unknown': 'This question is not part of the task.',
  'tasks.question_id_repeated': 'This question is listed more than once.',
  'tasks.options_min': `A choice question must have at least ${choiceOptionsMin} options.`,
  'tasks.options_max': `A choice question may not have more than ${choiceOptionsMax} options.`,
  'tasks.options_prohibited': 'Only choice questions have options and correct answers.',
  'tasks.option_id_repeated': 'Each option of a question must have a different identifier.',
  'tasks.option_text_repeated': 'Each option of a question must be different.',
  'tasks.correct_required': 'Mark at least one correct option.',
  'tasks.correct_single': 'A single choice question must have exactly one correct option.',
  'tasks.correct_unknown': 'The correct answers must be options of the question.',
  'tasks.max_ball_sum': 'The maximum points must equal the sum of the questions’ points (:sum).',
  'tasks.subject_unknown': 'The selected subject is not one of your subjects.',
  'tasks.deadline_past': 'The deadline must be in the future.',
  'tasks.thresholds_order':
    'Each mark’s threshold must be lower than the threshold of the mark above it.',
  'tasks.scale_options_min': 'A custom scale must have at least one option.',
  'tasks.scale_options_max': `A custom scale may not have more than ${customOptionsMax} options.`,
  'tasks.scale_percent_repeated': 'Each mark of the scale must start at a different percentage.',
  'tasks.scale_zero_required': 'One mark of the scale must start at 0%.',
  'tasks.question_has_answers':
    'Question :position already has answers from students and cannot be deleted.',
  'tasks.question_type_locked':
    'Question :position already has answers from students: its type cannot be changed.',
  'tasks.max_files_range': `A file question may allow from ${maxFilesMin} to ${maxFilesMax} files.`,
  'tasks.max_files_prohibited': 'Only file questions can limit how many files an answer holds.',
  'tasks.reference_answers_max': `A question may have at most ${referenceAnswersMax} reference answers.`,
  'tasks.reference_answer_empty': 'A reference answer cannot be empty.',
  'tasks.reference_answer_long': `A reference answer may not be longer than ${referenceAnswerMax} characters.`,
  'tasks.reference_answers_prohibited':
    'Only short-text and formula questions have reference answers.',
  'tasks.date_range_reversed': 'The end of the period must not be before its start.',
  'tasks.copy_title': ':title (copy)',
  'tasks.formula_unreadable': 'The formula can’t be read: :message',
  'tasks.formula_reference_required': 'A formula question needs at least one reference answer.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    tasks: typeof en;
  }
}

export const tasksMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'tasks.questions_min': 'В задании должен быть хотя бы один вопрос.',
    'tasks.questions_max': `В задании не может быть больше ${questionsMax} вопросов.`,
    'tasks.question_id_unknown': 'Этот вопрос не относится к заданию.',
    'tasks.question_id_repeated': 'Этот вопрос указан несколько раз.',
    'tasks.options_min': `У вопроса с выбором должно быть не меньше ${choiceOptionsMin} вариантов.`,
    'tasks.options_max': `У вопроса с выбором не может быть больше ${choiceOptionsMax} вариантов.`,
    'tasks.options_prohibited': 'Варианты и правильные ответы бывают только у вопросов с выбором.',
    'tasks.option_id_repeated': 'Идентификаторы вариантов вопроса должны различаться.',
    'tasks.option_text_repeated': 'Варианты вопроса должны различаться.',
    'tasks.correct_required': 'Отметьте хотя бы один правильный вариант.',
    'tasks.correct_single': 'У вопроса с одним ответом должен быть ровно один правильный вариант.',
    'tasks.correct_unknown': 'Правильные ответы должны быть вариантами этого вопроса.',
    'tasks.max_ball_sum': 'Максимальный балл должен быть равен сумме баллов вопросов (:sum).',
    'tasks.subject_unknown': 'Выбранный предмет не найден среди ваших предметов.',
    'tasks.deadline_past': 'Срок сдачи должен быть в будущем.',
    'tasks.thresholds_order': 'Порог оценки должен быть ниже порога оценки выше.',
    'tasks.scale_options_min': 'В своей шкале должен быть хотя бы один вариант.',
    'tasks.scale_options_max': `В своей шкале не может быть больше ${customOptionsMax} вариантов.`,
    'tasks.scale_percent_repeated': 'Варианты шкалы должны начинаться с разных процентов.',
    'tasks.scale_zero_required': 'Один из вариантов шкалы должен начинаться с 0%.',
    'tasks.question_has_answers': 'На вопрос :position уже отвечали ученики: его нельзя удалить.',
    'tasks.question_type_locked':
      'На вопрос :position уже отвечали ученики: его тип нельзя изменить.',
    'tasks.max_files_range': `Вопрос с файлом может разрешать от ${maxFilesMin} до ${maxFilesMax} файлов.`,
    'tasks.max_files_prohibited': 'Число файлов в ответе задаётся только у вопросов с файлом.',
    'tasks.reference_answers_max': `У вопроса может быть не больше ${referenceAnswersMax} эталонных ответов.`,
    'tasks.reference_answer_empty': 'Эталонный ответ не может быть пустым.',
    'tasks.reference_answer_long': `Эталонный ответ не может быть длиннее ${referenceAnswerMax} символов.`,
    'tasks.reference_answers_prohibited':
      'Эталонные ответы бывают только у вопросов с кратким ответом и у вопросов «Формула».',
    'tasks.date_range_reversed': 'Конец периода не может быть раньше его начала.',
    'tasks.copy_title': ':title (копия)',
    'tasks.formula_unreadable': 'Формула не разбирается: :message',
    'tasks.formula_reference_required':
      'У вопроса «Формула» должен быть хотя бы один эталонный ответ.',
  },
});

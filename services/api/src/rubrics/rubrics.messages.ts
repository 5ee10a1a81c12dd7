import { RUBRIC_LIMITS } from '@tutor/contracts';
import { registerMessages } from '../i18n/messages';

const { criteriaMax, levelsMin, levelsMax } = RUBRIC_LIMITS;

/** Server texts of rubrics: the library, a question's rubric and checking by it. */
const en = {
  'rubrics.criteria_min': 'A rubric must have at least one criterion.',
  'rubrics.criteria_max': `A rubric may not have more than ${criteriaMax} criteria.`,
  'rubrics.levels_min': `A criterion must have at least ${levelsMin} levels.`,
  'rubrics.levels_max': `A criterion may not have more than ${levelsMax} levels.`,
  'rubrics.criterion_id_repeated': 'Each criterion of a rubric must have a different identifier.',
  'rubrics.level_id_repeated': 'Each level of a criterion must have a different identifier.',
  'rubrics.ball_mismatch':
    'The question’s points must equal the rubric’s total: the sum of each criterion’s highest level.',
  'rubrics.levels_required':
    'This question is checked by its rubric: choose a level per criterion.',
  'rubrics.levels_unknown': 'The chosen levels must be levels of the question’s rubric.',
  'rubrics.levels_incomplete': 'Choose a level for every criterion of the rubric to finish.',
  'rubrics.levels_prohibited': 'Only a question with a rubric is checked by levels.',
  'rubrics.choice_prohibited': 'A choice question is checked automatically: it takes no rubric.',
} as const;

declare module '../i18n/messages' {
  interface ModuleMessages {
    rubrics: typeof en;
  }
}

export const rubricsMessages = registerMessages<keyof typeof en>({
  en,
  ru: {
    'rubrics.criteria_min': 'В рубрике должен быть хотя бы один критерий.',
    'rubrics.criteria_max': `В рубрике не может быть больше ${criteriaMax} критериев.`,
    'rubrics.levels_min': `У критерия должно быть не меньше ${levelsMin} уровней.`,
    'rubrics.levels_max': `У критерия не может быть больше ${levelsMax} уровней.`,
    'rubrics.criterion_id_repeated': 'Идентификаторы критериев рубрики должны различаться.',
    'rubrics.level_id_repeated': 'Идентификаторы уровней критерия должны различаться.',
    'rubrics.ball_mismatch':
      'Балл вопроса должен быть равен сумме рубрики: наибольших уровней всех критериев.',
    'rubrics.levels_required':
      'Этот вопрос проверяется по рубрике: выберите уровень по каждому критерию.',
    'rubrics.levels_unknown': 'Выбранные уровни должны быть уровнями рубрики вопроса.',
    'rubrics.levels_incomplete': 'Чтобы завершить проверку, выберите уровень по каждому критерию.',
    'rubrics.levels_prohibited': 'По уровням проверяется только вопрос с рубрикой.',
    'rubrics.choice_prohibited':
      'Вопрос с выбором проверяется автоматически: рубрика к нему не добавляется.',
  },
});

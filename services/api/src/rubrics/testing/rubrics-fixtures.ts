import type { Rubric } from '@tutor/contracts';

/** A valid rubric: two criteria of three levels, 3 + 2 = 5 points at most. */
export function rubricInput(title = 'Эссе'): Rubric {
  return {
    title,
    criteria: [
      {
        id: 'c1',
        title: 'Аргументы',
        levels: [
          { id: 'l0', title: 'Нет', points: 0 },
          { id: 'l1', title: 'Частично', points: 1 },
          { id: 'l3', title: 'Полностью', points: 3 },
        ],
      },
      {
        id: 'c2',
        title: 'Грамотность',
        levels: [
          { id: 'l0', title: 'Много ошибок', points: 0 },
          { id: 'l1', title: 'Есть ошибки', points: 1 },
          { id: 'l2', title: 'Без ошибок', points: 2 },
        ],
      },
    ],
  };
}

import type { JournalCell, JournalGrid, StudentJournal } from '@tutor/contracts';

/** Answers of the journal API for specs (imported by *.spec.tsx only). */

export const cell = (fields: Partial<JournalCell> = {}): JournalCell => ({
  work_id: 1,
  status: 4,
  mark: { scale: 'five_point', value: 5 },
  ball: 9,
  max_ball: 10,
  checked_at: Date.UTC(2026, 4, 12),
  late: false,
  missing: false,
  excused: false,
  returned: false,
  ...fields,
});

const averages = { five_point_count: 1, mean: 4.5, weighted_mean: 4.33, percent: 80 };

/** Group 7А: Аня and Борис × two tasks. */
export function journalGrid(fields: Partial<JournalGrid> = {}): JournalGrid {
  return {
    group: null,
    subject: null,
    from: null,
    to: null,
    tasks: [
      {
        id: 10,
        title: 'Дроби',
        subject: null,
        date: Date.UTC(2026, 4, 12),
        deadline: Date.UTC(2026, 4, 12),
        max_ball: 10,
        max_balls: [10],
        scale: 'five_point',
        weight: 1,
      },
      {
        id: 11,
        title: 'Контрольная',
        subject: null,
        date: Date.UTC(2026, 4, 20),
        deadline: null,
        max_ball: 10,
        max_balls: [10],
        scale: 'five_point',
        weight: 2,
      },
    ],
    rows: [
      {
        student: { id: 21, first_name: 'Аня' },
        cells: [cell(), cell({ mark: { scale: 'five_point', value: 4 }, ball: 7, late: true })],
        averages,
      },
      {
        student: { id: 22, first_name: 'Борис' },
        cells: [cell({ mark: null, ball: null, status: 0, missing: true }), null],
        averages: { five_point_count: 0, mean: null, weighted_mean: null, percent: null },
      },
    ],
    export_sync_max_cells: 10_000,
    ...fields,
  };
}

export const myJournal: StudentJournal = {
  subjects: [
    {
      subject: { id: 5, name: 'Алгебра' },
      marks: [
        {
          task_id: 10,
          title: 'Дроби',
          checked_at: Date.UTC(2026, 4, 12),
          mark: { scale: 'five_point', value: 4 },
          ball: 7,
          max_ball: 10,
          percent: 70,
          weight: 1,
          late: false,
          excused: false,
        },
        {
          task_id: 11,
          title: 'Контрольная',
          checked_at: Date.UTC(2026, 4, 20),
          mark: { scale: 'five_point', value: 5 },
          ball: 10,
          max_ball: 10,
          percent: 100,
          weight: 2,
          late: true,
          excused: false,
        },
      ],
      averages: { five_point_count: 2, mean: 4.5, weighted_mean: 4.67, percent: 85 },
    },
  ],
};

import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import {
  checkFractions,
  handInFractions,
  sendFractions,
  tutorAndStudent,
} from './support/journal-steps';

/**
 * One to one (issue 21 §1): a teacher with one student and no groups sees the student's mark
 * in the journal («Все ученики»), opens the student's page from the row and from the students
 * list, and sees the works, the mark and the average. Axe and no sideways scroll at both
 * sizes; screenshots in /tmp/shots-journal-one-to-one.
 */
const SHOTS = '/tmp/shots-journal-one-to-one';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { bypassCSP: true },
});

/** A teacher with one student (no group) whose work on «Дроби» is checked: 9 of 10, a five. */
async function tutorWithCheckedWork(): Promise<Page> {
  const url = product().url;
  const { teacher, student } = await tutorAndStudent(person, url);
  await sendFractions(teacher, url);
  await handInFractions(student, url);
  await checkFractions(teacher, url);
  return teacher;
}

describe('one-to-one tutoring', () => {
  it('shows a student’s mark in the journal without groups and a page for the student', async () => {
    const teacher = await tutorWithCheckedWork();

    await teacher.goto(`${product().url}/journal`);
    const grid = teacher.getByRole('grid', { name: 'Журнал всех учеников' });
    await grid.waitFor();
    expect(await teacher.getByText(/Создайте группу/).count()).toBe(0);
    const select = teacher.getByRole('combobox', { name: 'Группа' });
    expect(await select.locator('option:checked').textContent()).toBe('Все ученики');
    const row = grid.getByRole('row', { name: /Аня/ });
    await row.getByRole('gridcell').first().getByText('5', { exact: true }).waitFor();
    await checkAtBothSizes(teacher, SHOTS, 'journal-all-students');

    await row.getByRole('link', { name: 'Аня' }).click();
    await teacher.getByRole('heading', { level: 1, name: 'Аня' }).waitFor();
    expect(new URL(teacher.url()).pathname).toMatch(/^\/students\/\d+$/);
    const works = teacher.getByRole('region', { name: 'Работы' });
    await works.getByRole('row', { name: /Дроби\s*Проверено\s*5/ }).waitFor();
    const averages = teacher.getByRole('region', { name: 'Средние по предметам' });
    await averages.getByRole('row', { name: /Без предмета\s*1\s*5\s*5\s*90/ }).waitFor();
    await teacher.getByRole('img', { name: /Пока одна оценка: 90%/ }).waitFor();
    const mail = teacher.getByRole('link', { name: 'Написать письмо: Аня' });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:anya/);
    await checkAtBothSizes(teacher, SHOTS, 'student-page');

    await teacher.goto(`${product().url}/students`);
    await teacher.getByRole('link', { name: 'Аня' }).click();
    await teacher.getByRole('heading', { level: 1, name: 'Аня' }).waitFor();
  });
});

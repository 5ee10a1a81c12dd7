import { mkdirSync, readFileSync } from 'node:fs';
import { Workbook } from 'exceljs';
import type { Page } from 'playwright-core';
import { callApi } from './support/api-calls';
import { checkAtBothSizes } from './support/page-checks';
import { usePeople } from './support/people';
import {
  checkFractions,
  handInFractions,
  sendFractions,
  tutorAndStudent,
} from './support/journal-steps';

/**
 * The gradebook journal: a teacher checks a work and sees its mark in the grid at once,
 * downloads it as CSV and XLSX (read back here), and the student sees the mark in their own
 * journal. Axe and no sideways scroll at both sizes; screenshots in /tmp/shots-journal.
 */
const SHOTS = '/tmp/shots-journal';

beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const { product, person } = usePeople({
  env: { DISPATCH_SWEEP_MS: '200' },
  context: { acceptDownloads: true, bypassCSP: true },
});

/** A teacher with a group «7А» of one student who has handed in a work on «Дроби». */
async function classWithSubmittedWork(): Promise<{ teacher: Page; student: Page }> {
  const url = product().url;
  const { teacher, student } = await tutorAndStudent(person, url);
  const [anya] = await callApi<{ id: number }[]>(teacher, url, 'GET', '/api/students');
  await callApi(teacher, url, 'POST', '/api/groups', { name: '7А', student_ids: [anya?.id] });
  await sendFractions(teacher, url);
  await handInFractions(student, url);
  return { teacher, student };
}

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).click(),
  ]);
  const path = await file.path();
  return readFileSync(path);
}

describe('the gradebook journal', () => {
  it('shows a just-checked mark, exports it as CSV and XLSX, and shows it to the student', async () => {
    const { teacher, student } = await classWithSubmittedWork();
    await checkFractions(teacher, product().url);

    await teacher.goto(`${product().url}/journal`);
    // «Все ученики» is the default view; the group filters it.
    await teacher.getByRole('grid', { name: 'Журнал всех учеников' }).waitFor();
    await teacher.getByRole('combobox', { name: 'Группа' }).selectOption({ label: '7А' });
    const grid = teacher.getByRole('grid', { name: 'Журнал группы 7А' });
    await grid.waitFor();
    await teacher.getByRole('columnheader', { name: /Дроби/ }).waitFor();
    const row = grid.getByRole('row', { name: /Аня/ });
    const cell = row.getByRole('gridcell').first();
    await cell.getByText('5', { exact: true }).waitFor();
    // The points show on focus (and hover), apart from the mark.
    await cell.focus();
    await cell.getByRole('tooltip').getByText('9 из 10 баллов').waitFor();
    await teacher.getByRole('heading', { name: 'Аня — Дроби' }).waitFor();
    // The arrow keys move across the cells: right of the only task is the average.
    await teacher.keyboard.press('ArrowRight');
    expect(
      await teacher.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? ''),
    ).toBe('0:1');
    await teacher.keyboard.press('ArrowLeft');
    await checkAtBothSizes(teacher, SHOTS, 'journal-teacher');

    const csv = await download(teacher, 'Скачать CSV');
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(
      /^Ученик;Дроби \(\d\d\.\d\d\.\d{4}\);Средний балл;Средневзвешенный балл;Средний процент$/,
    );
    expect(lines[1]).toBe('Аня;5;5;5;90');

    const xlsx = await download(teacher, 'Скачать XLSX');
    const book = new Workbook();
    await book.xlsx.load(Uint8Array.from(xlsx).buffer);
    const sheet = book.getWorksheet('Журнал');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Ученик');
    expect(sheet?.getRow(2).getCell(1).value).toBe('Аня');
    expect(sheet?.getRow(2).getCell(2).value).toBe(5);
    expect(sheet?.getRow(2).getCell(5).value).toBe(90);

    await student.goto(`${product().url}/journal`);
    await student.getByRole('heading', { level: 1, name: 'Мои оценки' }).waitFor();
    const marks = student.getByRole('table', { name: 'Оценки по заданиям без предмета' });
    await marks.getByRole('row', { name: /Дроби\s*5\s*90/ }).waitFor();
    // The progress chart is reachable by keyboard: the arrow keys show a point's result.
    const chart = student.getByRole('figure').getByRole('application');
    await chart.focus();
    await student.keyboard.press('ArrowRight');
    await student.getByRole('figure').getByText('90%').waitFor();
    await checkAtBothSizes(student, SHOTS, 'journal-student');
  });
});

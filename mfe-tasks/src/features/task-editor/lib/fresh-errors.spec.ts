import { freshErrors } from './fresh-errors';

describe('freshErrors', () => {
  const sent = { title: '', questions: [{ text: 'a', reference_answers: ['', 'b'] }] };
  const errors = {
    title: ['Введите название.'],
    'questions.0.reference_answers.0': ['Пустой ответ.'],
    'questions.0.text': ['Слишком длинно.'],
  };

  it('keeps every error while nothing was edited', () => {
    expect(freshErrors(errors, sent, JSON.parse(JSON.stringify(sent)))).toEqual(errors);
  });

  it('drops the errors of the fields edited since the failed save', () => {
    const now = { title: 'Дроби', questions: [{ text: 'a', reference_answers: ['x', 'b'] }] };
    expect(freshErrors(errors, sent, now)).toEqual({ 'questions.0.text': ['Слишком длинно.'] });
  });
});

import { appendText, replaceRange, slashQueryAt } from './slash-query';

describe('slashQueryAt', () => {
  it('finds a slash at the start of the text or of a word', () => {
    expect(slashQueryAt('/мол', 4)).toEqual({ start: 0, end: 4, query: 'мол' });
    expect(slashQueryAt('Хорошо. /пр', 11)).toEqual({ start: 8, end: 11, query: 'пр' });
    expect(slashQueryAt('line\n/', 6)).toEqual({ start: 5, end: 6, query: '' });
  });

  it('ignores a slash inside a word, a finished word and a fraction', () => {
    expect(slashQueryAt('1/2', 3)).toBeNull();
    expect(slashQueryAt('/done next', 10)).toBeNull();
    expect(slashQueryAt('no slash', 8)).toBeNull();
  });
});

describe('replaceRange and appendText', () => {
  it('puts the entry where the slash query was and the caret after it', () => {
    expect(replaceRange('Итак /мо дальше', 5, 8, 'Молодец!')).toEqual({
      text: 'Итак Молодец! дальше',
      caret: 13,
    });
  });

  it('appends on a new line', () => {
    expect(appendText('', 'Hi')).toEqual({ text: 'Hi', caret: 2 });
    expect(appendText('One  ', 'Two')).toEqual({ text: 'One\nTwo', caret: 7 });
  });
});

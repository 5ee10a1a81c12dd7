import { insertAtCaret } from './insert-at-caret';

describe('insertAtCaret', () => {
  it('puts the markup at the caret, spaced from the words around it', () => {
    expect(insertAtCaret('См.рисунок', '![a](file:1)', { start: 3, end: 3 })).toEqual({
      text: 'См. ![a](file:1) рисунок',
      caret: 17,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtCaret('a XX b', '![a](file:1)', { start: 2, end: 4 }).text).toBe(
      'a ![a](file:1) b',
    );
  });

  it('appends without a caret, and keeps an empty text free of spaces', () => {
    expect(insertAtCaret('Текст', 'M', null).text).toBe('Текст M');
    expect(insertAtCaret('', 'M', null)).toEqual({ text: 'M', caret: 1 });
  });
});

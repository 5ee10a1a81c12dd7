import { useState, type KeyboardEvent } from 'react';
import { fillCommentName, type CommentBankEntry } from '@tutor/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { countBankUse } from '../api/comment-bank';
import { appendText, replaceRange, slashQueryAt, type SlashQuery } from '../lib/slash-query';
import { useBankQuery } from './use-bank-query';

/** Where a chosen entry goes: over the `/query` typed, or (the «Из банка» button) at the end. */
type Opened = { kind: 'slash'; slash: SlashQuery } | { kind: 'button' };

interface Options {
  text: string;
  setText: (text: string, caret: number) => void;
  studentName: string;
}

/**
 * The combobox of the comment box: `/` at the start of a word, or the button, opens the
 * bank filtered by what follows the slash; arrows move, Enter chooses, Escape closes. A
 * chosen entry goes in with {имя}/{name} replaced by the student's name and counts a use.
 */
export function useBankCombobox({ text, setText, studentName }: Options) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [active, setActive] = useState(0);
  const queries = useQueryClient();
  const query = opened?.kind === 'slash' ? opened.slash.query : '';
  const bank = useBankQuery(query, opened !== null);
  const entries = opened === null ? undefined : bank.data;

  const follow = (value: string, caret: number) => {
    const slash = slashQueryAt(value, caret);
    if (slash !== null) setOpened({ kind: 'slash', slash });
    else if (opened?.kind === 'slash') setOpened(null);
    setActive(0);
  };

  const choose = (entry: CommentBankEntry) => {
    const filled = fillCommentName(entry.text, studentName);
    const next =
      opened?.kind === 'slash'
        ? replaceRange(text, opened.slash.start, opened.slash.end, filled)
        : appendText(text, filled);
    setText(next.text, next.caret);
    setOpened(null);
    countBankUse(entry.id)
      .then(() => queries.invalidateQueries({ queryKey: ['comment-bank'] }))
      .catch(() => undefined); // a lost count is harmless; the text is in the box
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (opened === null) return;
    const count = entries?.length ?? 0;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpened(null);
    } else if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + count) % count);
    } else if (event.key === 'Enter' && count > 0) {
      const entry = entries?.[Math.min(active, count - 1)];
      if (entry === undefined) return;
      event.preventDefault();
      choose(entry);
    }
  };

  return {
    open: opened !== null,
    entries,
    failed: opened !== null && bank.isError,
    active,
    follow,
    choose,
    onKeyDown,
    openFromButton: () => {
      setOpened({ kind: 'button' });
      setActive(0);
    },
    close: () => setOpened(null),
  };
}

import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutor/api-client';
import type { EntryCheckResultView, RegistryEntry } from '@tutor/contracts';
import { checkEntries } from './registry-api';
import { REGISTRY_NS } from './registry.i18n';
import { entriesText, fieldLines, readProposal } from './read-proposal';

/** Entries the API checked, with the results; `refused` when publishing found them failing. */
export interface Checked {
  entries: RegistryEntry[];
  results: EntryCheckResultView[];
  refused: boolean;
}

/** The proposal's text, its problems, and the check of exactly that text. */
export function useProposal(live: RegistryEntry[]) {
  const { t } = useTranslation(REGISTRY_NS);
  const [text, setText] = useState(() => entriesText(live));
  const [problems, setProblems] = useState<string[]>([]);
  const [checked, setChecked] = useState<Checked | null>(null);
  const running = useRef(false);
  const current = useRef(text);
  current.current = text;
  const check = useMutation({
    mutationFn: async ({ entries }: { entries: RegistryEntry[]; refused: boolean; of: string }) =>
      checkEntries(entries),
    // results of a text edited meanwhile are dropped: they belong to no text on screen
    onSuccess: (results, { entries, refused, of }) => {
      if (of === current.current) setChecked({ entries, results, refused });
    },
    onSettled: () => {
      running.current = false;
    },
    onError: (error) => {
      if (error instanceof ApiError) setProblems(fieldLines(error.fieldErrors, 'remotes'));
    },
  });

  const edit = (next: string) => {
    setText(next);
    setProblems([]);
    setChecked(null);
    check.reset();
  };

  const run = (refused = false) => {
    if (running.current) return;
    const read = readProposal(text, t);
    if ('problems' in read) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    // a recheck after a refused publish keeps the form (and what the operator typed) open
    if (!refused) setChecked(null);
    running.current = true;
    check.mutate({ entries: read.entries, refused, of: text });
  };

  const serverError =
    check.error instanceof ApiError && check.error.hasFieldErrors ? null : check.error;
  return {
    text,
    edit,
    reset: () => edit(entriesText(live)),
    problems,
    checked,
    checking: check.isPending,
    checkError: serverError,
    check: () => run(),
    /** Publishing was refused by the checks: show the checks as they are now. */
    recheckRefused: () => run(true),
    published: () => setChecked(null),
  };
}

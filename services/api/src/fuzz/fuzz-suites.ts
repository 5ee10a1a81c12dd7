import type { Operation } from './openapi-operations';

interface FuzzSuite {
  title: string;
  select: (operation: Operation) => boolean;
}

const byPath =
  (pattern: RegExp, except?: RegExp) =>
  ({ path }: Operation): boolean =>
    pattern.test(path) && !(except?.test(path) ?? false);

const TASK_WORKS = /^\/api\/tasks\/\{taskId\}\/works$/;

/** The suites other than account's, one spec file each: every operation is fuzzed once. */
const AREA_SUITES = {
  teaching: {
    title: 'students, groups, subjects, files, tasks, the question bank and rubrics',
    select: byPath(
      /^\/api\/(students|groups|subjects|files|tasks|dispatches|question-bank|rubrics)\b/,
      TASK_WORKS,
    ),
  },
  works: {
    title: 'works, checks, comments, the comment bank and the calendar of deadlines',
    select: byPath(
      new RegExp(`^/api/(works|checks|comments|comment-bank|calendar)\\b|${TASK_WORKS.source}`),
    ),
  },
  marketplace: {
    title: 'marketplace and payments',
    select: byPath(/^\/api\/(materials|purchases|payments)\b|^\/payments\//),
  },
  journal: { title: 'journal', select: byPath(/^\/api\/journal\b/) },
  payouts: {
    title: 'payouts: requisites, sales, balance, requests, the provider stand-in',
    select: byPath(/^\/(api\/payouts|payout-provider)\//),
  },
  subscriptions: {
    title: 'subscriptions and referrals',
    select: byPath(/^\/api\/(subscription|referral)\b/),
  },
} satisfies Record<string, FuzzSuite>;

export type FuzzSuiteName = keyof typeof AREA_SUITES | 'account';

export function fuzzSuite(name: FuzzSuiteName): FuzzSuite {
  if (name !== 'account') return AREA_SUITES[name];
  const others = Object.values<FuzzSuite>(AREA_SUITES);
  return {
    title: 'account, settings and public routes',
    select: (operation) => !others.some((suite) => suite.select(operation)),
  };
}

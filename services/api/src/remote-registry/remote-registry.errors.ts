import { HttpStatus } from '@nestjs/common';
import { ServerMessage, type RegistryProblem } from '@tutor/contracts';
import { CodedException } from '../common/errors/coded.exception';
import { answer, registerErrorAnswer } from '../common/errors/http-answer';
import { pluralForm, translate, type MessageKey } from '../i18n/messages';
import type { Locale } from '../i18n/locale';
import type { EntryCheckResult } from './checks/entry-check.types';
import './remote-registry.messages';

export enum RegistryErrorCode {
  /** Another change landed between reading the registry and writing it: 409. */
  Changed = 'remote_registry.changed',
  /** The entry checks failed and no override note was given: 409 with the results. */
  ChecksFailed = 'remote_registry.checks_failed',
  /** Promote without a canary or preview: 409. */
  NoCandidate = 'remote_registry.no_candidate',
  /** Rollback without a candidate or an earlier live version: 409. */
  NothingToRollBack = 'remote_registry.nothing_to_roll_back',
  /** No such version: 404. */
  NotFound = 'remote_registry.not_found',
}

export class RegistryException extends CodedException<RegistryErrorCode> {
  constructor(
    code: RegistryErrorCode,
    readonly checks?: EntryCheckResult[],
  ) {
    super(code, `Remote registry: ${code}`);
  }
}

registerErrorAnswer(RegistryException, (exception, locale) => {
  if (exception.code === RegistryErrorCode.NotFound) {
    return answer(HttpStatus.NOT_FOUND, ServerMessage.NotFound);
  }
  const body = {
    message: translate(exception.code, locale),
    code: exception.code.replace(/^remote_registry\./, ''),
    ...(exception.checks ? { checks: exception.checks } : {}),
  };
  return { status: HttpStatus.CONFLICT, body };
});

/** A field's problem as the 422 answer shows it: its key and the message's parameters. */
export interface FieldProblem {
  /** Dotted like the other 422 answers: `remotes.2.areas.0.path`. */
  field: string;
  key: MessageKey;
  params?: Record<string, string>;
}

/** The registry's shape problems (parseRegistryEntries), or unknown preview accounts: 422. */
export class RegistryFieldsException extends Error {
  constructor(readonly problems: readonly FieldProblem[]) {
    super('Remote registry: invalid fields');
    this.name = 'RegistryFieldsException';
  }
}

/** `remotes[2].areas[0].path` → `remotes.2.areas.0.path`. */
export function dottedField(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1');
}

export function registryProblemFields(problems: readonly RegistryProblem[]): FieldProblem[] {
  return problems.map((problem) => ({
    field: dottedField(problem.field),
    key: `remote_registry.problem.${problem.code}`,
    params: { name: problem.name ?? '' },
  }));
}

function fieldsBody(problems: readonly FieldProblem[], locale: Locale) {
  const errors: Record<string, string[]> = {};
  for (const { field, key, params } of problems) {
    (errors[field] ??= []).push(translate(key, locale, params));
  }
  const texts = Object.values(errors).flat();
  const more = texts.length - 1;
  const first = texts[0] ?? translate('validation.body', locale);
  const message =
    more > 0
      ? `${first} ${translate(`validation.more_errors.${pluralForm(more, locale)}`, locale, { count: more })}`
      : first;
  return { message, errors };
}

registerErrorAnswer(RegistryFieldsException, (exception, locale) => ({
  status: HttpStatus.UNPROCESSABLE_ENTITY,
  body: fieldsBody(exception.problems, locale),
}));

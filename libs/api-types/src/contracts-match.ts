/**
 * The answers the document describes are the types libs/contracts declares: each pair
 * must be assignable both ways, so a schema that drifts from its interface fails typecheck.
 */
import type * as Contracts from '@tutor/contracts';
import type { components } from './openapi';

type Documented = components['schemas'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type ContractsMatch = [
  Assert<Same<Documented['AccountAnswer'], Contracts.AccountAnswer>>,
  Assert<Same<Documented['SessionUser'], Contracts.SessionUser>>,
  Assert<Same<Documented['AppSettings'], Contracts.AppSettings>>,
  Assert<Same<Documented['HealthReport'], Contracts.HealthReport>>,
  Assert<Same<Documented['Subject'], Contracts.Subject>>,
  Assert<Same<Documented['StudentSummary'], Contracts.StudentSummary>>,
  Assert<Same<Documented['StudentGroup'], Contracts.StudentGroup>>,
  Assert<Same<Documented['InviteLink'], Contracts.InviteLink>>,
  Assert<Same<Documented['JoinAnswer'], Contracts.JoinAnswer>>,
  Assert<Same<Documented['StoredFileRef'], Contracts.StoredFileRef>>,
  Assert<Same<Documented['Task'], Contracts.Task>>,
  Assert<Same<Documented['TaskSummary'], Contracts.TaskSummary>>,
  Assert<Same<Documented['ScaleOptions'], Contracts.ScaleOptions>>,
  Assert<Same<Documented['Mark'], Contracts.Mark>>,
  Assert<Same<Documented['DispatchJob'], Contracts.DispatchJob>>,
  Assert<Same<Documented['WorkSummary'], Contracts.WorkSummary>>,
  Assert<Same<Documented['WorkView'], Contracts.WorkView>>,
  Assert<Same<Documented['CheckQueueItem'], Contracts.CheckQueueItem>>,
  Assert<Same<Documented['CheckQueuePage'], Contracts.Page<Contracts.CheckQueueItem>>>,
  Assert<Same<Documented['WorkComment'], Contracts.WorkComment>>,
  Assert<Same<Documented['ServedRegistry'], Contracts.ServedRegistry>>,
  Assert<Same<Documented['MaterialCard'], Contracts.MaterialCard>>,
  Assert<Same<Documented['MaterialPage'], Contracts.MaterialPage>>,
  Assert<Same<Documented['MaterialCataloguePage'], Contracts.MaterialCataloguePage>>,
  Assert<Same<Documented['MaterialReview'], Contracts.MaterialReview>>,
  Assert<Same<Documented['Purchase'], Contracts.Purchase>>,
  Assert<Same<Documented['PurchaseAnswer'], Contracts.PurchaseAnswer>>,
  Assert<Same<Documented['JournalGrid'], Contracts.JournalGrid>>,
  Assert<Same<Documented['JournalWeight'], Contracts.JournalWeight>>,
  Assert<Same<Documented['JournalExcuse'], Contracts.JournalExcuse>>,
  Assert<Same<Documented['StudentJournal'], Contracts.StudentJournal>>,
  Assert<Same<Documented['JournalExportJob'], Contracts.JournalExportJob>>,
  Assert<
    Same<Documented['ValidationErrorBody'], Contracts.ValidationErrorBody & { code?: string }>
  >,
];

/**
 * The answers the document describes are the types libs/contracts declares. Each named
 * schema of libs/contracts gives both the document's component and the contracts' type
 * (Static); here openapi-typescript's reading of the component must equal that type both
 * ways, so the generated client types and the contracts' types cannot drift apart.
 */
import type * as Contracts from '@tutor/contracts';
import type { Static } from '@tutor/contracts';
import type { components } from './openapi';

type Documented = components['schemas'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;

export type ContractsMatch = [
  Assert<Same<Documented['SocialProvider'], Static<typeof Contracts.SocialProviderSchema>>>,
  Assert<Same<Documented['AppSettings'], Static<typeof Contracts.AppSettingsSchema>>>,
  Assert<Same<Documented['HealthReport'], Static<typeof Contracts.HealthReportSchema>>>,
  Assert<Same<Documented['WorkStatus'], Static<typeof Contracts.WorkStatusSchema>>>,
  Assert<
    Same<Documented['ValidationErrorBody'], Static<typeof Contracts.ValidationErrorBodySchema>>
  >,
  Assert<Same<Documented['ErrorBody'], Static<typeof Contracts.ErrorBodySchema>>>,
  Assert<Same<Documented['CsrfMismatchBody'], Static<typeof Contracts.CsrfMismatchBodySchema>>>,
  Assert<Same<Documented['AccountAnswer'], Static<typeof Contracts.AccountAnswerSchema>>>,
  Assert<Same<Documented['RemoteAreaNav'], Static<typeof Contracts.RemoteAreaNavSchema>>>,
  Assert<Same<Documented['RemoteArea'], Static<typeof Contracts.RemoteAreaSchema>>>,
  Assert<Same<Documented['RegistryEntry'], Static<typeof Contracts.RegistryEntrySchema>>>,
  Assert<Same<Documented['ServedRegistry'], Static<typeof Contracts.ServedRegistrySchema>>>,
  Assert<
    Same<Documented['LinkedSocialAccount'], Static<typeof Contracts.LinkedSocialAccountSchema>>
  >,
  Assert<Same<Documented['SessionUser'], Static<typeof Contracts.SessionUserSchema>>>,
  Assert<Same<Documented['DisconnectAnswer'], Static<typeof Contracts.DisconnectAnswerSchema>>>,
  Assert<Same<Documented['AccountNotice'], Static<typeof Contracts.AccountNoticeSchema>>>,
  Assert<Same<Documented['AccountSession'], Static<typeof Contracts.AccountSessionSchema>>>,
  Assert<Same<Documented['AccountSessionList'], Static<typeof Contracts.AccountSessionListSchema>>>,
  Assert<Same<Documented['EndedSessions'], Static<typeof Contracts.EndedSessionsSchema>>>,
  Assert<Same<Documented['StudentSummary'], Static<typeof Contracts.StudentSummarySchema>>>,
  Assert<Same<Documented['StudentGroup'], Static<typeof Contracts.StudentGroupSchema>>>,
  Assert<Same<Documented['InviteLink'], Static<typeof Contracts.InviteLinkSchema>>>,
  Assert<Same<Documented['JoinAnswer'], Static<typeof Contracts.JoinAnswerSchema>>>,
  Assert<Same<Documented['InviteInfo'], Static<typeof Contracts.InviteInfoSchema>>>,
  Assert<Same<Documented['Subject'], Static<typeof Contracts.SubjectSchema>>>,
  Assert<Same<Documented['SubjectRef'], Static<typeof Contracts.SubjectRefSchema>>>,
  Assert<Same<Documented['StoredFileRef'], Static<typeof Contracts.StoredFileRefSchema>>>,
  Assert<Same<Documented['ScaleOptions'], Static<typeof Contracts.ScaleOptionsSchema>>>,
  Assert<Same<Documented['Mark'], Static<typeof Contracts.MarkSchema>>>,
  Assert<Same<Documented['ChoiceOption'], Static<typeof Contracts.ChoiceOptionSchema>>>,
  Assert<Same<Documented['QuestionType'], Static<typeof Contracts.QuestionTypeSchema>>>,
  Assert<Same<Documented['TaskOrigin'], Static<typeof Contracts.TaskOriginSchema>>>,
  Assert<Same<Documented['TaskQuestion'], Static<typeof Contracts.TaskQuestionSchema>>>,
  Assert<Same<Documented['Task'], Static<typeof Contracts.TaskSchema>>>,
  Assert<Same<Documented['ResendUnstartedResult'], Static<typeof Contracts.ResendUnstartedSchema>>>,
  Assert<Same<Documented['TaskSummary'], Static<typeof Contracts.TaskSummarySchema>>>,
  Assert<Same<Documented['DispatchTarget'], Static<typeof Contracts.DispatchTargetSchema>>>,
  Assert<Same<Documented['DispatchPreview'], Static<typeof Contracts.DispatchPreviewSchema>>>,
  Assert<Same<Documented['DispatchJob'], Static<typeof Contracts.DispatchJobSchema>>>,
  Assert<Same<Documented['AnswerValue'], Static<typeof Contracts.AnswerValueSchema>>>,
  Assert<Same<Documented['WorkSummary'], Static<typeof Contracts.WorkSummarySchema>>>,
  Assert<Same<Documented['WorkQuestion'], Static<typeof Contracts.WorkQuestionSchema>>>,
  Assert<Same<Documented['WorkAnswer'], Static<typeof Contracts.WorkAnswerSchema>>>,
  Assert<Same<Documented['WorkView'], Static<typeof Contracts.WorkViewSchema>>>,
  Assert<Same<Documented['WorkVersion'], Static<typeof Contracts.WorkVersionSchema>>>,
  Assert<Same<Documented['CheckQueueItem'], Static<typeof Contracts.CheckQueueItemSchema>>>,
  Assert<Same<Documented['CheckQueuePage'], Static<typeof Contracts.CheckQueuePageSchema>>>,
  Assert<Same<Documented['WorkComment'], Static<typeof Contracts.WorkCommentSchema>>>,
  Assert<Same<Documented['MaterialAccess'], Static<typeof Contracts.MaterialAccessSchema>>>,
  Assert<Same<Documented['MaterialSubject'], Static<typeof Contracts.MaterialSubjectSchema>>>,
  Assert<Same<Documented['MaterialExam'], Static<typeof Contracts.MaterialExamSchema>>>,
  Assert<Same<Documented['MaterialQuestion'], Static<typeof Contracts.MaterialQuestionSchema>>>,
  Assert<Same<Documented['MaterialVersion'], Static<typeof Contracts.MaterialVersionSchema>>>,
  Assert<Same<Documented['MaterialCard'], Static<typeof Contracts.MaterialCardSchema>>>,
  Assert<Same<Documented['MaterialOwnership'], Static<typeof Contracts.MaterialOwnershipSchema>>>,
  Assert<Same<Documented['MaterialPage'], Static<typeof Contracts.MaterialPageSchema>>>,
  Assert<
    Same<Documented['MaterialCataloguePage'], Static<typeof Contracts.MaterialCataloguePageSchema>>
  >,
  Assert<Same<Documented['Purchase'], Static<typeof Contracts.PurchaseSchema>>>,
  Assert<Same<Documented['PurchaseAnswer'], Static<typeof Contracts.PurchaseAnswerSchema>>>,
  Assert<Same<Documented['MaterialReview'], Static<typeof Contracts.MaterialReviewSchema>>>,
  Assert<Same<Documented['PayoutRequisites'], Static<typeof Contracts.PayoutRequisitesSchema>>>,
  Assert<Same<Documented['PayoutSettings'], Static<typeof Contracts.PayoutSettingsSchema>>>,
  Assert<Same<Documented['PayoutSale'], Static<typeof Contracts.PayoutSaleSchema>>>,
  Assert<Same<Documented['PayoutSalesPage'], Static<typeof Contracts.PayoutSalesPageSchema>>>,
  Assert<Same<Documented['PayoutBalance'], Static<typeof Contracts.PayoutBalanceSchema>>>,
  Assert<Same<Documented['Payout'], Static<typeof Contracts.PayoutSchema>>>,
  Assert<Same<Documented['RegisterPayout'], Static<typeof Contracts.RegisterPayoutSchema>>>,
  Assert<Same<Documented['PaymentMismatch'], Static<typeof Contracts.PaymentMismatchSchema>>>,
  Assert<Same<Documented['PaymentReturn'], Static<typeof Contracts.PaymentReturnSchema>>>,
  Assert<
    Same<Documented['SubscriptionPlanInfo'], Static<typeof Contracts.SubscriptionPlanInfoSchema>>
  >,
  Assert<Same<Documented['Subscription'], Static<typeof Contracts.SubscriptionSchema>>>,
  Assert<
    Same<Documented['SubscriptionCheckout'], Static<typeof Contracts.SubscriptionCheckoutSchema>>
  >,
  Assert<Same<Documented['ReferralInfo'], Static<typeof Contracts.ReferralInfoSchema>>>,
  Assert<Same<Documented['JournalTask'], Static<typeof Contracts.JournalTaskSchema>>>,
  Assert<Same<Documented['JournalCell'], Static<typeof Contracts.JournalCellSchema>>>,
  Assert<Same<Documented['JournalAverages'], Static<typeof Contracts.JournalAveragesSchema>>>,
  Assert<Same<Documented['JournalRow'], Static<typeof Contracts.JournalRowSchema>>>,
  Assert<Same<Documented['JournalGrid'], Static<typeof Contracts.JournalGridSchema>>>,
  Assert<Same<Documented['JournalWeight'], Static<typeof Contracts.JournalWeightSchema>>>,
  Assert<Same<Documented['JournalExcuse'], Static<typeof Contracts.JournalExcuseSchema>>>,
  Assert<Same<Documented['StudentJournalMark'], Static<typeof Contracts.StudentJournalMarkSchema>>>,
  Assert<
    Same<Documented['StudentJournalSubject'], Static<typeof Contracts.StudentJournalSubjectSchema>>
  >,
  Assert<Same<Documented['StudentJournal'], Static<typeof Contracts.StudentJournalSchema>>>,
  Assert<Same<Documented['StudentOverview'], Static<typeof Contracts.StudentOverviewSchema>>>,
  Assert<
    Same<Documented['StudentOverviewWork'], Static<typeof Contracts.StudentOverviewWorkSchema>>
  >,
  Assert<
    Same<
      Documented['StudentOverviewComment'],
      Static<typeof Contracts.StudentOverviewCommentSchema>
    >
  >,
  Assert<Same<Documented['JournalExportJob'], Static<typeof Contracts.JournalExportJobSchema>>>,
  Assert<
    Same<Documented['RemoteFailureMessage'], Static<typeof Contracts.RemoteFailureMessageSchema>>
  >,
  Assert<
    Same<Documented['RemoteVersionFailures'], Static<typeof Contracts.RemoteVersionFailuresSchema>>
  >,
  Assert<Same<Documented['RemoteProbe'], Static<typeof Contracts.RemoteProbeSchema>>>,
  Assert<Same<Documented['RemoteStatus'], Static<typeof Contracts.RemoteHealthSchema>>>,
  Assert<Same<Documented['RemotesStatus'], Static<typeof Contracts.RemotesHealthSchema>>>,
  Assert<
    Same<Documented['RegistryVersionEntry'], Static<typeof Contracts.RegistryVersionEntrySchema>>
  >,
  Assert<Same<Documented['RegistryVersion'], Static<typeof Contracts.RegistryVersionSchema>>>,
  Assert<Same<Documented['RegistryState'], Static<typeof Contracts.RegistryStateSchema>>>,
  Assert<Same<Documented['RegistryHistory'], Static<typeof Contracts.RegistryHistorySchema>>>,
  Assert<Same<Documented['RegistryChecks'], Static<typeof Contracts.RegistryChecksSchema>>>,
  Assert<Same<Documented['RegistryHealth'], Static<typeof Contracts.RegistryHealthSchema>>>,
  Assert<Same<Documented['EntryCheckResult'], Static<typeof Contracts.EntryCheckResultSchema>>>,
  Assert<Same<Documented['NotificationKind'], Static<typeof Contracts.NotificationKindSchema>>>,
  Assert<
    Same<Documented['NotificationMailKind'], Static<typeof Contracts.NotificationMailKindSchema>>
  >,
  Assert<Same<Documented['Notification'], Static<typeof Contracts.NotificationSchema>>>,
  Assert<Same<Documented['NotificationsPage'], Static<typeof Contracts.NotificationsPageSchema>>>,
  Assert<
    Same<Documented['NotificationsUnread'], Static<typeof Contracts.NotificationsUnreadSchema>>
  >,
  Assert<
    Same<
      Documented['NotificationPreferences'],
      Static<typeof Contracts.NotificationPreferencesSchema>
    >
  >,
  Assert<Same<Documented['CheckQueuePage'], Contracts.Page<Contracts.CheckQueueItem>>>,
  Assert<Same<Documented['BankQuestion'], Static<typeof Contracts.BankQuestionSchema>>>,
  Assert<Same<Documented['BankQuestionSaved'], Static<typeof Contracts.BankQuestionSavedSchema>>>,
  Assert<Same<Documented['BankQuestionPage'], Static<typeof Contracts.BankQuestionPageSchema>>>,
  Assert<Same<Documented['CalendarWork'], Static<typeof Contracts.CalendarWorkSchema>>>,
  Assert<Same<Documented['CalendarTask'], Static<typeof Contracts.CalendarTaskSchema>>>,
  Assert<Same<Documented['Calendar'], Static<typeof Contracts.CalendarSchema>>>,
  Assert<Same<Documented['FirstStepsTask'], Static<typeof Contracts.FirstStepsTaskSchema>>>,
  Assert<Same<Documented['FirstSteps'], Static<typeof Contracts.FirstStepsSchema>>>,
  Assert<Same<Documented['AnnotationShape'], Static<typeof Contracts.AnnotationShapeSchema>>>,
  Assert<Same<Documented['AnnotationLayer'], Static<typeof Contracts.AnnotationLayerSchema>>>,
  Assert<Same<Documented['WorkAnnotations'], Static<typeof Contracts.WorkAnnotationsSchema>>>,
];

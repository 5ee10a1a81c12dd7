import { CreateUsers1795300000000 } from './1795300000000-create-users';
import { CreateSessions1795400000000 } from './1795400000000-create-sessions';
import { CreatePasswordResets1795400000001 } from './1795400000001-create-password-resets';
import { CreateSocialAccounts1795500000000 } from './1795500000000-create-social-accounts';
import { CreateTeaching1795600000000 } from './1795600000000-create-teaching';
import { WorksQueueIndexes1795600000001 } from './1795600000001-works-queue-indexes';
import { CheckQueueCounts1795600000002 } from './1795600000002-check-queue-counts';
import { WorksQueueTaskColumns1795600000003 } from './1795600000003-works-queue-task-columns';
import { CreateMailOutbox1795700000000 } from './1795700000000-create-mail-outbox';
import { FilesOrphans1795700000001 } from './1795700000001-files-orphans';
import { SchedulerLeases1795700000002 } from './1795700000002-scheduler-leases';
import { CreateNotifications1795800000000 } from './1795800000000-create-notifications';
import { CreateEmailChanges1795810000000 } from './1795810000000-create-email-changes';
import { QuestionFilesAndReferences1795820000000 } from './1795820000000-question-files-and-references';
import { MailListUnsubscribe1795830000000 } from './1795830000000-mail-list-unsubscribe';
import { CreateMarketplace1795900000000 } from './1795900000000-create-marketplace';
import { CheckQueueVersions1795950000000 } from './1795950000000-check-queue-versions';
import { MaterialUpdateNotices1795960000000 } from './1795960000000-material-update-notices';
import { CreateLedger1795900000300 } from './1795900000300-create-ledger';
import { CreatePayouts1796000000100 } from './1796000000100-create-payouts';
import { CreateJournal1796000000000 } from './1796000000000-create-journal';
import { CreateSubscriptions1796000000200 } from './1796000000200-create-subscriptions';
import { SubscriptionCheckouts1796100000100 } from './1796100000100-subscription-checkouts';
import { PaymentMismatches1796100000101 } from './1796100000101-payment-mismatches';
import { CreatePayments1795900000100 } from './1795900000100-create-payments';
import { MaterialSearch1795900000200 } from './1795900000200-material-search';
import { TaskOrigins1796100000200 } from './1796100000200-task-origins';
import { PurchaseAttempts1796100000000 } from './1796100000000-purchase-attempts';
import { TaskRevisions1796100000300 } from './1796100000300-task-revisions';
import { EmailVerification1796100000400 } from './1796100000400-email-verification';
import { WithdrawResoldMaterials1796100000700 } from './1796100000700-withdraw-resold-materials';
import { PurchaseRefundRequests1796100000800 } from './1796100000800-purchase-refund-requests';
import { RemoteRegistry1796200000000 } from './1796200000000-remote-registry';
import { TaskLibrary1796300000100 } from './1796300000100-task-library';
import { CreateQuestionBank1796300000200 } from './1796300000200-create-question-bank';
import { TeacherFirstSteps1796300000400 } from './1796300000400-teacher-first-steps';
import { NotificationLocales1796300000500 } from './1796300000500-notification-locales';
import { CommentRequestKeys1796300000700 } from './1796300000700-comment-request-keys';
import { CatalogueVersion1796300000800 } from './1796300000800-catalogue-version';
import { Rubrics1796400000500 } from './1796400000500-rubrics';
import { SearchDocumentInListing1796500000100 } from './1796500000100-search-document-in-listing';
import { OutboxEvents1796500000900 } from './1796500000900-outbox-events';
import { CatalogueGroups1796500001000 } from './1796500001000-catalogue-groups';
import { CatalogueTermGroups1796500002000 } from './1796500002000-catalogue-term-groups';
import { PaymentCreationRequests1796500003000 } from './1796500003000-payment-creation-requests';
import { SearchPlannerCosts1796300000801 } from './1796300000801-search-planner-costs';
import { FilePageCounts1796400000100 } from './1796400000100-file-page-counts';
import { TaskAttachments1796400000110 } from './1796400000110-task-attachments';
import { WorkAnnotations1796400000300 } from './1796400000300-work-annotations';
import { QuestionComments1796400000400 } from './1796400000400-question-comments';

/** Every migration, oldest first; they run at start-up. Never edit one that has landed. */
export const MIGRATIONS = [
  CreateUsers1795300000000,
  CreateSessions1795400000000,
  CreatePasswordResets1795400000001,
  CreateSocialAccounts1795500000000,
  CreateTeaching1795600000000,
  WorksQueueIndexes1795600000001,
  CheckQueueCounts1795600000002,
  WorksQueueTaskColumns1795600000003,
  CreateMailOutbox1795700000000,
  FilesOrphans1795700000001,
  SchedulerLeases1795700000002,
  CreateNotifications1795800000000,
  CreateEmailChanges1795810000000,
  QuestionFilesAndReferences1795820000000,
  MailListUnsubscribe1795830000000,
  CreateMarketplace1795900000000,
  CreatePayments1795900000100,
  MaterialSearch1795900000200,
  CreateLedger1795900000300,
  CheckQueueVersions1795950000000,
  MaterialUpdateNotices1795960000000,
  CreatePayouts1796000000100,
  CreateJournal1796000000000,
  CreateSubscriptions1796000000200,
  PurchaseAttempts1796100000000,
  SubscriptionCheckouts1796100000100,
  PaymentMismatches1796100000101,
  TaskOrigins1796100000200,
  TaskRevisions1796100000300,
  EmailVerification1796100000400,
  WithdrawResoldMaterials1796100000700,
  PurchaseRefundRequests1796100000800,
  RemoteRegistry1796200000000,
  TaskLibrary1796300000100,
  CreateQuestionBank1796300000200,
  TeacherFirstSteps1796300000400,
  NotificationLocales1796300000500,
  CommentRequestKeys1796300000700,
  CatalogueVersion1796300000800,
  SearchPlannerCosts1796300000801,
  FilePageCounts1796400000100,
  TaskAttachments1796400000110,
  WorkAnnotations1796400000300,
  QuestionComments1796400000400,
  Rubrics1796400000500,
  SearchDocumentInListing1796500000100,
  OutboxEvents1796500000900,
  CatalogueGroups1796500001000,
  CatalogueTermGroups1796500002000,
  PaymentCreationRequests1796500003000,
];

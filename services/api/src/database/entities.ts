import { Comment } from '../comments/comment.entity';
import { MailOutboxMessage } from '../mail/mail-outbox.entity';
import { DispatchJob } from '../dispatch/dispatch-job.entity';
import { StoredFile } from '../files/stored-file.entity';
import { StudentGroupMember } from '../students/student-group-member.entity';
import { StudentGroup } from '../students/student-group.entity';
import { TeacherInvite } from '../students/teacher-invite.entity';
import { TeacherStudent } from '../students/teacher-student.entity';
import { Subject } from '../subjects/subject.entity';
import { TaskQuestion } from '../tasks/task-question.entity';
import { TaskRevision } from '../tasks/task-revision.entity';
import { Task } from '../tasks/task.entity';
import { CheckQueueCount } from '../works/check/check-queue-count.entity';
import { CheckQueueVersion } from '../works/check/check-queue-version.entity';
import { WorkAnswer } from '../works/work-answer.entity';
import { Work } from '../works/work.entity';
import { WorkAnnotation } from '../works/annotations/work-annotation.entity';
import { PasswordReset } from '../passwords/password-reset.entity';
import { StoredSession } from '../sessions/stored-session.entity';
import { SocialAccount } from '../users/social-account.entity';
import { User } from '../users/user.entity';
import { SchedulerLease } from '../scheduling/scheduler-lease.entity';
import { EmailChange } from '../account/email-change.entity';
import { EmailVerification } from '../account/email-verification.entity';
import { Notification } from '../notifications/notification.entity';
import { OutboxEvent } from '../outbox/outbox-event.entity';
import { NotificationPreference } from '../notifications/notification-preference.entity';
import { LedgerEntry } from '../ledger/ledger-entry.entity';
import { PayoutRecord } from '../payouts/payout.entity';
import { TestPayoutObject } from '../payouts/provider/test-payout-object.entity';
import { PayoutRequisitesRecord } from '../payouts/requisites/payout-requisites.entity';
import { PayoutRun } from '../payouts/run/payout-run.entity';
import { Favourite } from '../marketplace/favourite.entity';
import { MaterialVersion } from '../marketplace/material-version.entity';
import { Material } from '../marketplace/material.entity';
import { PurchaseExtraCharge } from '../marketplace/purchases/purchase-extra-charge.entity';
import { PurchaseRecord } from '../marketplace/purchases/purchase.entity';
import { Review } from '../marketplace/reviews/review.entity';
import { PaymentEvent } from '../payments/payment-event.entity';
import { PaymentMismatch } from '../payments/payment-mismatch.entity';
import { Payment } from '../payments/payment.entity';
import { TestPayment } from '../payments/test-provider/test-payment.entity';
import { TestPaymentMethod } from '../payments/test-provider/test-payment-method.entity';
import { Referral } from '../subscriptions/referral.entity';
import { SubscriptionCharge } from '../subscriptions/subscription-charge.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { JournalExcuse } from '../journal/journal-excuse.entity';
import { JournalExport } from '../journal/journal-export.entity';
import { JournalWeight } from '../journal/journal-weight.entity';
import { RegistryState } from '../remote-registry/registry-state.entity';
import { BankQuestion } from '../question-bank/bank-question.entity';
import { LibraryRubricRecord } from '../rubrics/rubric.entity';
import { CommentBankEntry } from '../comment-bank/comment-bank-entry.entity';
import { RegistryVersion } from '../remote-registry/registry-version.entity';
import { FirstStepsState } from '../first-steps/first-steps-state.entity';

/** Every entity of the API; the same list serves SQLite and PostgreSQL. */
export const ENTITIES = [
  User,
  StoredSession,
  PasswordReset,
  SocialAccount,
  TeacherInvite,
  TeacherStudent,
  StudentGroup,
  StudentGroupMember,
  Subject,
  StoredFile,
  Task,
  TaskQuestion,
  TaskRevision,
  DispatchJob,
  Work,
  WorkAnswer,
  WorkAnnotation,
  CheckQueueCount,
  CheckQueueVersion,
  Comment,
  MailOutboxMessage,
  SchedulerLease,
  EmailChange,
  EmailVerification,
  Notification,
  OutboxEvent,
  NotificationPreference,
  Material,
  MaterialVersion,
  PurchaseRecord,
  PurchaseExtraCharge,
  Favourite,
  Payment,
  PaymentEvent,
  PaymentMismatch,
  TestPayment,
  TestPaymentMethod,
  Subscription,
  SubscriptionCharge,
  Referral,
  LedgerEntry,
  PayoutRequisitesRecord,
  PayoutRecord,
  PayoutRun,
  TestPayoutObject,
  Review,
  JournalWeight,
  JournalExcuse,
  JournalExport,
  RegistryVersion,
  RegistryState,
  BankQuestion,
  LibraryRubricRecord,
  CommentBankEntry,
  FirstStepsState,
];

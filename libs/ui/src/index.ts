export { Alert, type AlertProps } from './components/Alert';
export { ApiErrorAlert, useApiErrorText } from './components/ApiErrorAlert';
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './components/Button';
export { ButtonLink, TextLink, type ButtonLinkProps } from './components/Links';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Radio, type RadioProps } from './components/Radio';
export { AreaPlaceholder } from './components/AreaPlaceholder';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Field, type FieldProps } from './components/Field';
export { FieldErrors } from './components/FieldErrors';
export { Card, Cluster, PageHeader, Stack, type PageHeaderProps } from './components/Layout';
export { TableScroll } from './components/TableScroll';
export { Paging, type PagingProps } from './components/Paging';
export { Toaster } from './components/Toaster';
export { toast } from './toast-store';
export { ConfirmDialog, type ConfirmOptions } from './components/ConfirmDialog';
export { useConfirm } from './use-confirm';
export { useLeaveWarning } from './use-leave-warning';
export { useUnsavedWarning, type UnsavedWarningTexts } from './use-unsaved-warning';
export { useFileUpload } from './use-file-upload';
export { usePageTitle, useAreaTitle } from './page-title';
export { startPage } from './start-page';
export { RequireUser } from './components/RequireUser';
export { RoleGate, type RoleGateAllow, type RoleGateProps } from './components/RoleGate';
export { PageLoading } from './components/PageLoading';
export { QueryError, type QueryErrorProps } from './components/QueryError';
export {
  QueryStatus,
  type QueryStatusProps,
  type QueryStatusSource,
} from './components/QueryStatus';
export { ActionError, type ActionErrorProps } from './components/ActionError';
export { OfflineBanner } from './components/OfflineBanner';
export { useOnline } from './use-online';
export { useSendOnce } from './use-send-once';
export { useCopyText, type CopyNote } from './use-copy-text';
export { guestPage, lazyPage, userPage } from './pages/lazy-page';
export { retryingLazy } from './pages/retrying-lazy';
export {
  errorsNotUnder,
  FormErrorSummary,
  type FormErrorSummaryProps,
} from './components/FormErrorSummary';
export {
  EmailVerificationNotice,
  type EmailVerificationNoticeProps,
} from './components/EmailVerificationNotice';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { Select, type SelectOption, type SelectProps } from './components/Select';

import './styles.css';

export { Alert, type AlertProps } from './components/Alert';
export { ApiErrorAlert, useApiErrorText } from './components/ApiErrorAlert';
export { Button, type ButtonProps } from './components/Button';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { AreaPlaceholder } from './components/AreaPlaceholder';
export { EmptyState } from './components/EmptyState';
export { Field, type FieldProps } from './components/Field';
export { FieldErrors } from './components/FieldErrors';
export { startPage } from './start-page';
export { RequireUser } from './components/RequireUser';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { Select, type SelectOption, type SelectProps } from './components/Select';

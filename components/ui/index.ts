export { Button, buttonClasses, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Card, type CardProps } from './card';
export { Badge, type BadgeTone } from './badge';
export {
  Label,
  Hint,
  ErrorText,
  CharacterCount,
  TextField,
  TextAreaField,
  controlClasses,
  describedBy,
  fieldIds,
  type TextFieldProps,
  type TextAreaFieldProps,
} from './field';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ToastProvider, useToast, type ToastTone } from './toast';
export { CopyButton } from './copy-button';
export { cx } from './cx';

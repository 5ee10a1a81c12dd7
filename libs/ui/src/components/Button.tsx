import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the page's main action; danger: destroys something; link: looks like a link. */
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  /** An icon before the text, e.g. `<Plus size={18} aria-hidden />` from lucide-react. */
  icon?: ReactNode;
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function buttonClass(variant: ButtonVariant, size: 'normal' | 'small' = 'normal'): string {
  return ['ui-button', `ui-button-${variant}`, size === 'small' ? 'ui-button-small' : null]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  size = 'normal',
  icon,
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[buttonClass(variant, size), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, type ButtonVariant } from './Button';

type LinkProps = ComponentProps<typeof Link>;

export interface ButtonLinkProps extends LinkProps {
  variant?: Exclude<ButtonVariant, 'link'>;
  size?: 'normal' | 'small';
  icon?: ReactNode;
}

/** Navigation that looks like a button, e.g. "Create a task" leading to /tasks/new. */
export function ButtonLink({
  variant = 'primary',
  size = 'normal',
  icon,
  className,
  children,
  ...link
}: ButtonLinkProps) {
  return (
    <Link className={[buttonClass(variant, size), className].filter(Boolean).join(' ')} {...link}>
      {icon}
      {children}
    </Link>
  );
}

/** An in-app link that looks like a link (underlined, accent colour). */
export function TextLink({ className, ...link }: LinkProps) {
  return <Link className={['ui-link', className].filter(Boolean).join(' ')} {...link} />;
}

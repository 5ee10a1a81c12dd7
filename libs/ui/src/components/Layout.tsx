import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7;

interface BoxProps extends HTMLAttributes<HTMLDivElement> {
  /** The gap between children, a step of the spacing scale (--ui-space-N). */
  gap?: Space;
}

function gapStyle(gap: Space | undefined, style: CSSProperties | undefined) {
  return gap ? ({ ...style, '--ui-gap': `var(--ui-space-${gap})` } as CSSProperties) : style;
}

/** Children one under another with an even gap. */
export function Stack({ gap, className, style, ...rest }: BoxProps) {
  return (
    <div
      className={['ui-stack', className].filter(Boolean).join(' ')}
      style={gapStyle(gap, style)}
      {...rest}
    />
  );
}

export interface ClusterProps extends BoxProps {
  justify?: 'start' | 'between' | 'end';
}

/** Children in a row that wraps on a narrow screen (buttons, chips, filters). */
export function Cluster({ gap, justify = 'start', className, style, ...rest }: ClusterProps) {
  const classes = ['ui-cluster', justify === 'start' ? null : `ui-cluster-${justify}`, className];
  return (
    <div className={classes.filter(Boolean).join(' ')} style={gapStyle(gap, style)} {...rest} />
  );
}

/** A white surface with a soft border: a panel of a page. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={['ui-card', className].filter(Boolean).join(' ')} {...rest} />;
}

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** The page's actions, the main one first (e.g. a primary ButtonLink). */
  actions?: ReactNode;
}

/** The page's h1 with its main actions beside it (below it on a phone). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      <div>
        <h1>{title}</h1>
        {description ? <p className="ui-page-header-description">{description}</p> : null}
      </div>
      {actions ? <div className="ui-cluster">{actions}</div> : null}
    </header>
  );
}

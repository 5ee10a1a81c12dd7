import type { ReactNode, SyntheticEvent } from 'react';

const refuse = (event: SyntheticEvent) => event.preventDefault();

interface Props {
  id?: string;
  protect: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A question's text. With allow_question_copy off it cannot be selected (CSS) and copy,
 * cut, drag and the context menu are refused on it.
 */
export function ProtectedText({ id, protect, className, children }: Props) {
  if (!protect) {
    return (
      <span id={id} className={className}>
        {children}
      </span>
    );
  }
  return (
    <span
      id={id}
      className={[className, 'works-no-copy'].filter(Boolean).join(' ')}
      data-no-copy=""
      onCopy={refuse}
      onCut={refuse}
      onContextMenu={refuse}
      onDragStart={refuse}
    >
      {children}
    </span>
  );
}

import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export interface Popover<P extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  close: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<P | null>;
}

/**
 * A panel opened by a button (the phone menu, the bell): open only on the page where it
 * was opened, so following a link closes it; Esc closes it and returns the focus to the
 * button; a press outside both closes it. `focus` moves the focus into the opened panel.
 */
export function usePopover<P extends HTMLElement>(focus: (panel: P) => void): Popover<P> {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<P>(null);
  const focusPanel = useEffectEvent(focus);

  useEffect(() => {
    if (!open) return;
    if (panelRef.current) focusPanel(panelRef.current);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      const inside = panelRef.current?.contains(target) || toggleRef.current?.contains(target);
      if (!inside) setOpenAt(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return {
    open,
    toggle: () => setOpenAt(open ? null : pathname),
    close: () => setOpenAt(null),
    toggleRef,
    panelRef,
  };
}

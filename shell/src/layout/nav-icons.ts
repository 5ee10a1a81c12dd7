import {
  BookOpen,
  Calendar,
  ChartBar,
  ClipboardCheck,
  ClipboardList,
  FileText,
  GraduationCap,
  MessageSquare,
  NotebookPen,
  Store,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { NavIcon } from '@tutor/contracts';

const ICONS: Record<NavIcon, LucideIcon> = {
  'book-open': BookOpen,
  'clipboard-list': ClipboardList,
  'clipboard-check': ClipboardCheck,
  users: Users,
  store: Store,
  'notebook-pen': NotebookPen,
  wallet: Wallet,
  'chart-bar': ChartBar,
  calendar: Calendar,
  'file-text': FileText,
  'graduation-cap': GraduationCap,
  'message-square': MessageSquare,
};

/** The icon a nav item names; an unknown one (or none) draws a book. */
export function navIcon(name: string | undefined): LucideIcon {
  return (ICONS as Partial<Record<string, LucideIcon>>)[name ?? ''] ?? BookOpen;
}

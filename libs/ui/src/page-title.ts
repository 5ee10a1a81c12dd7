import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettings } from '@tutor/session';

interface Entry {
  id: number;
  text: string;
}

interface TitleState {
  pages: Entry[];
  area: string | null;
  product: string;
  next: number;
}

// On the page, not in the module: libs/ui may be loaded twice (it is shared, not a singleton).
const KEY = Symbol.for('@tutor/ui/page-title');
type Holder = { [KEY]?: TitleState };

function state(): TitleState {
  const holder = globalThis as Holder;
  holder[KEY] ??= { pages: [], area: null, product: '', next: 1 };
  return holder[KEY];
}

function apply(): void {
  if (typeof document === 'undefined') return;
  const { pages, area, product } = state();
  const page = pages.at(-1)?.text ?? area;
  document.title = page ? `${page} — ${product}` : product;
}

/** The product's title: the operator's `logo_title`, or the translated default. */
function useProductTitle(): string {
  const { t } = useTranslation();
  const logoTitle = useAppSettings((s) => s.settings?.logo_title);
  return logoTitle || t('app.title');
}

function useKeepProductTitle(product: string): void {
  useEffect(() => {
    state().product = product;
    apply();
  }, [product]);
}

/**
 * Sets the tab title to "<text> — <product title>" while the calling page is shown.
 * Pass translated text (`usePageTitle(t('tasks.title'))`): it follows a language switch.
 * Call it once per page, in the page component; the latest page shown wins.
 */
export function usePageTitle(text: string): void {
  useKeepProductTitle(useProductTitle());
  useEffect(() => {
    const current = state();
    const entry = { id: current.next++, text };
    current.pages.push(entry);
    apply();
    return () => {
      current.pages = current.pages.filter((page) => page.id !== entry.id);
      apply();
    };
  }, [text]);
}

/**
 * The shell's fallback for an area (e.g. "Tasks" on every /tasks page) until the page
 * names itself with usePageTitle; null for the product title alone.
 */
export function useAreaTitle(text: string | null): void {
  useKeepProductTitle(useProductTitle());
  useEffect(() => {
    state().area = text;
    apply();
    return () => {
      state().area = null;
      apply();
    };
  }, [text]);
}

export interface ToastItem {
  id: number;
  text: string;
}

interface ToastState {
  items: readonly ToastItem[];
  next: number;
  listeners: Set<() => void>;
}

// libs/ui is shared without `singleton`, so two copies may be on one page: the state lives
// on the page itself, and a toast raised by any remote shows in the shell's one Toaster.
const KEY = Symbol.for('@tutor/ui/toasts');
type Holder = { [KEY]?: ToastState };

function state(): ToastState {
  const holder = globalThis as Holder;
  holder[KEY] ??= { items: [], next: 1, listeners: new Set() };
  return holder[KEY];
}

function publish(items: readonly ToastItem[]): void {
  const current = state();
  current.items = items;
  current.listeners.forEach((listener) => listener());
}

export const DEFAULT_TOAST_MS = 5000;

/** Success messages after an action: `toast.success(t('task.saved'))`. Errors stay in Alerts. */
export const toast = {
  success(text: string, durationMs = DEFAULT_TOAST_MS): number {
    const current = state();
    const id = current.next++;
    publish([...current.items, { id, text }]);
    setTimeout(() => toast.dismiss(id), durationMs);
    return id;
  },
  dismiss(id: number): void {
    const { items } = state();
    if (items.some((item) => item.id === id)) publish(items.filter((item) => item.id !== id));
  },
};

export function subscribeToToasts(listener: () => void): () => void {
  state().listeners.add(listener);
  return () => state().listeners.delete(listener);
}

export function toastSnapshot(): readonly ToastItem[] {
  return state().items;
}

/**
 * The app's toasts (docs/product.md#messages): `toast.success`, `toast.error` and `toast.info`
 * add one to a list that <Toaster/> (components/ui/toaster.tsx) shows and removes. The list lives
 * here, outside React, so any code can raise a toast, and a toast raised before the Toaster has
 * mounted waits for it.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function update(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

// The newest first: the stack grows downwards from the top of the screen.
const show = (kind: ToastKind) => (text: string) =>
  update([{ id: ++lastId, kind, text }, ...toasts]);

export const toast = { success: show('success'), error: show('error'), info: show('info') };

export function dismissToast(id: number): void {
  update(toasts.filter((shown) => shown.id !== id));
}

/**
 * Every toast of one kind gone: a success clears the errors before it, so 'Payment successful'
 * never shows beside the card error the student has just put right.
 */
export function dismissToasts(kind: ToastKind): void {
  update(toasts.filter((shown) => shown.kind !== kind));
}

/** Every toast gone at once: between tests, where the list outlives each render. */
export function dismissAllToasts(): void {
  update([]);
}

/** For useSyncExternalStore: call `listener` whenever the list changes. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentToasts = (): readonly Toast[] => toasts;

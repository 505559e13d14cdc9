import { useEffect, useId } from 'react';
import { create } from 'zustand';

const TOAST_DURATION_MS = 5_000;

type ToastTone = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

interface ToastState {
  toasts: Toast[];
  /** Open modal dialogs, innermost last: toasts show in it, since a modal makes the rest of the page inert. */
  hosts: string[];
  dismiss: (id: number) => void;
}

let nextId = 1;

const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  hosts: [],
  dismiss: (id) => set(({ toasts }) => ({ toasts: toasts.filter((toast) => toast.id !== id) })),
}));

export function notify(message: string, tone: ToastTone = 'success'): void {
  const id = nextId++;
  useToasts.setState(({ toasts }) => ({ toasts: [...toasts, { id, message, tone }] }));
  window.setTimeout(() => useToasts.getState().dismiss(id), TOAST_DURATION_MS);
}

/** Makes the calling modal dialog show the toasts while it is open; returns its host id for ToastViewport. */
export function useToastHost(): string {
  const hostId = useId();
  useEffect(() => {
    useToasts.setState(({ hosts }) => ({ hosts: [...hosts, hostId] }));
    return () => useToasts.setState(({ hosts }) => ({ hosts: hosts.filter((host) => host !== hostId) }));
  }, [hostId]);
  return hostId;
}

/** The toasts: the page's viewport, or a modal dialog's (hostId) while that dialog is the innermost open one. */
export function ToastViewport({ hostId }: { hostId?: string }) {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  const shown = useToasts((state) => (hostId === undefined ? state.hosts.length === 0 : state.hosts.at(-1) === hostId));
  if (!shown) return null;
  return (
    <div className="toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span>{toast.message}</span>
          <button type="button" className="toast__close" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

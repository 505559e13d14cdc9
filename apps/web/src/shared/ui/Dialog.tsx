import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import { ToastViewport, useToastHost } from './Toast';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus starts in the first form field, or else on the first thing that takes focus. */
const FIRST_FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for confirmations and warnings that need an answer. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** 'wide' for forms and previews that need the room; 'drawer' slides in at the side, beside the page. */
  size?: 'normal' | 'wide' | 'drawer';
  /** For dialogs that only inform: an × button with this label, and a click on the backdrop, close it too. */
  dismissLabel?: string;
}

/** A click outside the dialog's box lands on the dialog element too (its ::backdrop); tell the two apart. */
function outside(dialog: HTMLDialogElement, event: MouseEvent<HTMLDialogElement>): boolean {
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
}

/** A modal dialog: the page behind is inert, Tab stays inside, Escape closes, focus returns to where it was. */
export function Dialog({ title, onClose, children, role = 'dialog', describedBy, size = 'normal', dismissLabel }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const toastHost = useToastHost();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>(FIRST_FIELD) ?? focusables(dialog)[0];
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previouslyFocused?.focus();
    };
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={size === 'normal' ? 'dialog' : `dialog dialog--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={trapTab}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onClick={(event) => {
        if (dismissLabel && event.target === event.currentTarget && outside(event.currentTarget, event)) onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {dismissLabel && (
          <button type="button" className="dialog__dismiss" aria-label={dismissLabel} onClick={onClose}>
            <Icon name="close" />
          </button>
        )}
      </div>
      {children}
      <ToastViewport hostId={toastHost} />
    </dialog>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="dialog__actions">{children}</div>;
}

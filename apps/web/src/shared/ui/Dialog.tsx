import { useEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog on the native <dialog>: the page behind is inert, focus stays inside (Tab
 * wraps), Escape calls onClose, and focus returns to where it was when it closes (the page's heading
 * when it was nowhere). */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className,
  closeOnBackdrop = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  className?: string;
  closeOnBackdrop?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const d = ref.current;
    if (!d || !open) return;
    const before = document.activeElement as HTMLElement | null;
    // Opening lays the whole page out again (the first time on a page, a long task on a slow phone):
    // in a task of its own, after the one that rendered the dialog.
    const timer = setTimeout(() => {
      if (!d.open && d.isConnected) d.showModal();
    });
    return () => {
      clearTimeout(timer);
      if (d.open) d.close();
      // Opened as the page loaded (nothing had the focus): the focus goes to the page's heading.
      const back =
        before && before !== document.body && before.isConnected ? before : document.querySelector('main h1');
      if (back instanceof HTMLHeadingElement) back.tabIndex = -1;
      (back as HTMLElement | null)?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        closeRef.current();
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) {
          const r = e.currentTarget.getBoundingClientRect();
          const inside = e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom;
          if (!inside) closeRef.current();
        }
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (el) => el.offsetParent !== null,
        );
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      {children}
    </dialog>
  );
}

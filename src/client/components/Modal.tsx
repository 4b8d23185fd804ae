import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * A modal on the native <dialog>: focus is trapped, Escape closes, the page behind is inert, and
 * focus returns to the control that opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      // The browser's own restore is lost when a caller unmounts the dialog while it is open
      // (the trade modal does on success), so focus goes back to the opener explicitly.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="modal-content">
          {/* A div, not <header>: inside a <dialog> a header would be a second banner landmark. */}
          <div className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label="닫기" onClick={onClose}>
              <Icon name="close" />
            </button>
          </div>
          {/* Focusable so a keyboard can scroll a long body (axe: scrollable-region-focusable). */}
          <div className="modal-body" tabIndex={0}>
            {children}
          </div>
          {footer && <footer className="modal-footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

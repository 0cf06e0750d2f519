import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  /** Id of the element that names the dialog (its heading); focused when the dialog opens. */
  labelledBy: string;
  /** Escape and the close button call this. */
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (WAI-ARIA dialog pattern): labelled by its heading, focus moved in on open and
 * kept inside (Tab wraps), the rest of the page inert, Escape closes, and focus returns to what
 * opened it. Drawn in a layer of its own on top of the page.
 */
export function Dialog({ labelledBy, onClose, closeLabel, children }: DialogProps) {
  const [layer] = useState(() => document.createElement('div'));
  const dialogRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(layer);
    const background = [...document.body.children].filter(
      (element) => element !== layer && !element.hasAttribute('inert'),
    );
    for (const element of background) element.setAttribute('inert', '');
    const heading = document.getElementById(labelledBy);
    (heading ?? dialogRef.current?.querySelector<HTMLElement>(TABBABLE))?.focus();
    return () => {
      for (const element of background) element.removeAttribute('inert');
      layer.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, [layer, labelledBy]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const tabbable = [...dialogRef.current.querySelectorAll<HTMLElement>(TABBABLE)];
    const first = tabbable[0];
    const last = tabbable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    const inside = tabbable.includes(active as HTMLElement);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop">
      {/* The dialog itself takes Tab and Escape: that is the focus trap, not an interaction. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        onKeyDown={handleKeyDown}
      >
        {children}
        <button type="button" className="dialog__close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>,
    layer,
  );
}

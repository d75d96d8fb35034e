import { type RefObject, useEffect } from 'react';

/**
 * Closes a popover as a menu closes: Escape (focus goes back to its button), or a press or focus
 * anywhere outside it and its button (the button toggles it on its own).
 */
export function useDismiss(
  panel: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  useEffect(() => {
    const outside = (event: Event) =>
      event.target instanceof Node &&
      !panel.current?.contains(event.target) &&
      !button.current?.contains(event.target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      button.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (outside(event)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [panel, button, onClose]);
}

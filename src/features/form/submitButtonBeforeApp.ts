import { handOver, type PictureBehaviour } from '../firstPaint';

/**
 * The primary button before the app (SubmitButton.tsx, and the first screen's own submit): a
 * continue is handed over once, however often it is pressed, and the button shows the app's
 * pending state until the app carries it out.
 */
export const submitButtonBeforeApp: PictureBehaviour = {
  answers: 'button[type="submit"]',
  on: {
    submit(event, { win, texts }) {
      event.preventDefault();
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.querySelector('[aria-busy="true"]')) return;
      handOver(win, 'continuePending', true);
      const button = form.querySelector('button[type="submit"]');
      button?.setAttribute('aria-busy', 'true');
      if (button) button.textContent = texts.pendingText;
      const status = win.document.createElement('p');
      status.className = 'visually-hidden';
      status.setAttribute('role', 'status');
      form.append(status);
      // Filled in a frame after the region is in the page, so screen readers announce it.
      win.requestAnimationFrame(() => (status.textContent = texts.pendingText));
    },
  },
};

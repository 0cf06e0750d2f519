import { handOver, requestNextScreen, type PictureBehaviour } from '../firstPaint';

/** A field the form cannot be sent without says so (controls.tsx). */
const REQUIRED = '[aria-required="true"]';

/** Whether every field the form requires has an answer: only then can a continue save. */
function complete(form: HTMLFormElement): boolean {
  return [...form.querySelectorAll(REQUIRED)].every((field) =>
    field instanceof HTMLInputElement && field.type === 'checkbox'
      ? field.checked
      : field instanceof HTMLInputElement || field instanceof HTMLSelectElement
        ? field.value.trim() !== ''
        : true,
  );
}

/**
 * The primary button before the app (SubmitButton.tsx, and the first screen's own submit): a
 * continue is handed over once, however often it is pressed, and the button is busy until the
 * app carries it out; what the screen after it needs is requested at once. It says "saving", as
 * the app's does, only where the form can be sent as it stands: where a required field is empty
 * the app will show its errors instead, and the picture says nothing it cannot keep.
 */
export const submitButtonBeforeApp: PictureBehaviour = {
  answers: 'button[type="submit"]',
  on: {
    submit(event, { win, texts }) {
      event.preventDefault();
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.querySelector('[aria-busy="true"]')) return;
      handOver(win, 'continuePending', true);
      requestNextScreen(win.document);
      const button = form.querySelector('button[type="submit"]');
      button?.setAttribute('aria-busy', 'true');
      if (!complete(form)) return;
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

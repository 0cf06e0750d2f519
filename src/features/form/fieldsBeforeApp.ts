import { handOver, type PictureBehaviour } from '../firstPaint';
import { storeDraftValue } from '../lead';

/** The controls of a form whose focus is handed over, in page order (src/app/earlyInput.ts). */
export const FOCUS_ORDER = 'input, button';

const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement =>
  (target instanceof HTMLInputElement && target.type !== 'range') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/**
 * The form's fields before the app (FormField.tsx's controls; a v3 first step's text fields and
 * boxes work natively in the picture): each change is stored at once as the app stores a typed
 * value, so a reload keeps it, and the app takes the values from the picture when it takes its
 * place. Where focus is, is handed over too.
 */
export const fieldsBeforeApp: PictureBehaviour = {
  on: {
    input(event, { stores }) {
      const field = event.target;
      if (!isField(field) || field.name === '') return;
      const checkbox = field instanceof HTMLInputElement && field.type === 'checkbox';
      storeDraftValue(stores.session, field.name, checkbox ? field.checked : field.value);
    },
    focusin(event, { win }) {
      const control = event.target;
      const form = control instanceof Element ? control.closest('form') : null;
      if (!form || !(control instanceof HTMLElement)) return;
      handOver(win, 'focusIndex', [...form.querySelectorAll(FOCUS_ORDER)].indexOf(control));
    },
  },
};

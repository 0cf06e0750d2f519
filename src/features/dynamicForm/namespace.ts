/** The translation namespace of the dynamic form's screens (public/locales/{lng}/dynamicForm.json). */
export const NS = 'dynamicForm';

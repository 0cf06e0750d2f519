/**
 * Whether rendering failures are logged with their component stack: in the dev server and in
 * development builds, not in staging or production. A constant, so a production build drops the
 * logging altogether.
 */
export const showsErrorDetails: boolean =
  import.meta.env.DEV || import.meta.env.VITE_APP_ENV === 'development';

/**
 * Whether the testers' previews (e.g. `/preview/datapoints`, docs/dynamic-form.md) exist: in the
 * dev server, development and staging builds. A constant, so a production build drops their code
 * and their routes.
 */
export const showsPreviews: boolean = import.meta.env.VITE_APP_ENV !== 'production';

/**
 * Whether rendering failures are logged with their component stack: in the dev server and in
 * development builds, not in staging or production. Read when called (tests stub the environment).
 */
export function showsErrorDetails(): boolean {
  return import.meta.env.DEV || import.meta.env.VITE_APP_ENV === 'development';
}

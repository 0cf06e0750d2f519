/** The sandbox answers in Spanish or English: the first of those in Accept-Language, else English. */
export type SandboxLanguage = 'en' | 'es';

export function languageOf(acceptLanguage: string | string[] | undefined): SandboxLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  for (const part of header.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'es' || tag === 'en') return tag;
  }
  return 'en';
}

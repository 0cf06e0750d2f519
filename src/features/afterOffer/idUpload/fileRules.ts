import type { FieldError } from '../../form';

/** The documented limit of one file (docs/api.md), the same the sandbox enforces. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

const megabytes = (bytes: number) =>
  (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString();

/** Why a picked file cannot be sent, before a byte leaves the browser; null when it can. */
export function fileProblem(file: File): FieldError | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return { key: 'upload.wrongType' };
  if (file.size === 0) return { key: 'upload.empty' };
  if (file.size > MAX_DOCUMENT_BYTES) {
    return {
      key: 'upload.tooLarge',
      values: { size: megabytes(file.size), max: megabytes(MAX_DOCUMENT_BYTES) },
    };
  }
  return null;
}

/** What the server's refusal means for the applicant. */
export function uploadErrorOf(status: number | undefined): FieldError {
  if (status === 413)
    return { key: 'upload.tooLarge', values: { size: '> 5', max: megabytes(MAX_DOCUMENT_BYTES) } };
  if (status === 415) return { key: 'upload.wrongType' };
  return { key: 'upload.failed' };
}

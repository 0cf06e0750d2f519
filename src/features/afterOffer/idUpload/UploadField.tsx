import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { fieldId } from '../../form';
import type { FieldError } from '../../form';
import { selectLeadId } from '../../lead';
import { NAMESPACE, type FieldRenderProps } from '../AfterOfferForm';
import type { DocumentSide } from '../api';
import { useAfterOfferApi } from '../useAfterOfferApi';
import { DOCUMENT_TYPES, fileProblem, uploadErrorOf } from './fileRules';

export const UPLOADED = 'uploaded';

/**
 * One side of the identity document: checked for type and size before it is sent, then uploaded
 * at once with a progress bar; the form only learns "uploaded" (files never enter storage).
 */
export function UploadField({
  field,
  value,
  error,
  onChange,
  side,
}: FieldRenderProps & { side: DocumentSide }) {
  const { t } = useTranslation(NAMESPACE);
  const api = useAfterOfferApi();
  const leadId = useAppSelector(selectLeadId);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<FieldError | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = fieldId(field.name);
  const shown = problem ?? error;
  const uploading = progress !== null;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure: let the input report it next time.
    event.target.value = '';
    if (!file || leadId === undefined) return;
    setFileName(file.name);
    const found = fileProblem(file);
    setProblem(found);
    if (found) return;
    setProgress(0);
    const result = await api.uploadDocument(leadId, side, file, setProgress);
    setProgress(null);
    if (result.error) {
      setProblem(uploadErrorOf(result.error.status));
      return;
    }
    onChange(field.name, UPLOADED);
  };

  const describedBy = [`${id}-hint`, shown ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`field upload${shown ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {t(`fields>${field.name}>label`)}
        {side === 'back' ? ` ${t('form>optional')}` : ''}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {t('fields>idDocument>hint')}
      </p>
      <input
        id={id}
        type="file"
        name={field.name}
        accept={DOCUMENT_TYPES.join(',')}
        disabled={uploading}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void handleFile(event)}
      />
      {uploading ? (
        <div className="upload__progress">
          <progress
            max={100}
            value={progress}
            aria-label={t('fields>idDocument>uploading', { name: fileName ?? '' })}
          />
          <span aria-hidden="true">{progress} %</span>
        </div>
      ) : null}
      <p className="upload__status" role="status">
        {!uploading && value === UPLOADED && !problem
          ? t('fields>idDocument>uploaded', { name: fileName ?? t('fields>idDocument>earlier') })
          : ''}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="field__error">
          {t(`errors>${shown.key}`, shown.values)}
        </p>
      ) : null}
    </div>
  );
}

import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { DraftValue } from '../../lead';
import { fieldOf, idDocumentBack, idDocumentFront, otherDetails, toLeadPatch } from '../../form';
import { selectLeadId } from '../../lead';
import type { UploadedDocument } from '../api';
import { AfterOfferForm, NAMESPACE, type FieldRenderProps } from '../AfterOfferForm';
import { fieldError, submitStep } from '../stepCall';
import { skipToken } from '@reduxjs/toolkit/query';
import { lookupOf } from '../../lookups';
import { useUploadedDocumentsQuery } from '../lookups';
import { UPLOADED, UploadField } from './UploadField';

// The number as printed on the document it goes with: this screen's own check, not the catalog's.
const NUMBER_FIELD = fieldOf(otherDetails.idCardNumber, { rules: [] });
const FIELDS = [NUMBER_FIELD];
// Both are "optional" to the shared rules: the front's own check says what is missing (an upload).
const SECRET_FIELDS = [idDocumentFront.field, idDocumentBack.field];
const CHECKS = {
  'otherDetails.idCardNumber': (value: DraftValue | undefined) =>
    typeof value === 'string' && /^[A-Z0-9]{5,20}$/i.test(value.trim())
      ? null
      : { key: 'idCardNumber' },
  'idDocument.front': (value: DraftValue | undefined) =>
    value === UPLOADED ? null : { key: 'upload.missing' },
};
const RENDERERS = {
  'idDocument.front': (props: FieldRenderProps) => <UploadField {...props} side="front" />,
  'idDocument.back': (props: FieldRenderProps) => <UploadField {...props} side="back" />,
};

/**
 * `/id-upload` (30): photos or a PDF of the identity document (each side uploaded as soon as it
 * is picked, checked for type and size first), then its number completes the step
 * (`/lead/documentId`); or the applicant sends it later (`/lead/offer/skip-document-upload`).
 */
export default function IdUpload() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const leadId = useAppSelector(selectLeadId);
  // Sides uploaded before (a reload, or a continue link on another device) count as uploaded.
  const earlier = lookupOf<{ documents: UploadedDocument[] }>(
    useUploadedDocumentsQuery(leadId ?? skipToken),
  );
  const documents = earlier.status === 'ready' ? earlier.data.documents : [];
  const initialValues = Object.fromEntries(
    documents.map((document) => [`idDocument.${document.side}`, UPLOADED]),
  );

  return (
    <AfterOfferForm
      step="id-upload"
      fields={FIELDS}
      secretFields={SECRET_FIELDS}
      checks={CHECKS}
      renderers={RENDERERS}
      initialValues={initialValues}
      onSubmit={(values) =>
        submitStep(
          dispatch,
          { method: 'POST', path: '/lead/documentId' },
          toLeadPatch(FIELDS, values),
          undefined,
          {
            400: fieldError(NUMBER_FIELD.name, 'idCardNumber'),
            409: fieldError('idDocument.front', 'upload.missing'),
          },
        )
      }
      footer={
        <button
          type="button"
          className="button button--link"
          onClick={() =>
            void submitStep(
              dispatch,
              { method: 'POST', path: '/lead/offer/skip-document-upload' },
              {},
              undefined,
            )
          }
        >
          {t('steps>id-upload>later')}
        </button>
      }
    />
  );
}

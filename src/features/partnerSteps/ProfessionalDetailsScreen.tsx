import { useMemo } from 'react';
import { useScreenTranslation } from '../../i18n/useScreenTranslation';
import { useAppDispatch } from '../../app/hooks';
import { fieldOf, incomeDetails, toLeadPatch, StepForm, type FieldDefinition } from '../form';
import { Spinner } from '../layout';
import { PROFESSIONAL_DETAILS_ENDPOINT } from './endpoints';
import { NAMESPACE } from './namespace';
import { sendPartnerStep } from './sendStep';
import { useProfessionalMapping, type ProfessionalMapping } from './useProfessionalMapping';

function fieldsFor(mapping: ProfessionalMapping): FieldDefinition[] {
  return [
    fieldOf(incomeDetails.cofidisProfession, {
      options: mapping.professions.map((entry) => entry.code),
    }),
    fieldOf(incomeDetails.economicActivity, {
      options: mapping.economicActivities.map((entry) => entry.code),
    }),
    incomeDetails.jobTitle.field,
    incomeDetails.incomeContractStartedAt.field,
  ];
}

/** Professional details: the partner's own list of professions, then its call. */
export default function ProfessionalDetailsScreen() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const state = useProfessionalMapping();
  const fields = useMemo(() => (state.status === 'ready' ? fieldsFor(state.mapping) : []), [state]);

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'failed') {
    return (
      <section className="message message--negative" aria-labelledby="professional-details-title">
        <h1 id="professional-details-title">{t('steps>professional-details>title')}</h1>
        <p role="alert">{t('steps>professional-details>mappingFailed')}</p>
        <button type="button" className="button button--primary" onClick={state.retry}>
          {t('form>retry')}
        </button>
      </section>
    );
  }
  return (
    <StepForm
      step="professional-details"
      fields={fields}
      namespace={NAMESPACE}
      onValidSubmit={(values, { retry }) =>
        sendPartnerStep(dispatch, {
          retry,
          endpoint: PROFESSIONAL_DETAILS_ENDPOINT,
          values: toLeadPatch(fields, values),
        })
      }
    />
  );
}

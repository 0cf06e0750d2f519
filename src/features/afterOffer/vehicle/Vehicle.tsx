import { useScreenTranslation } from '../../../i18n/useScreenTranslation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { DraftValue, DraftValues } from '../../lead';
import { toLeadPatch } from '../../form';
import { selectDraft, selectLeadApplication } from '../../lead';
import type { VehicleMake } from '../api';
import { AfterOfferForm, NAMESPACE, type FieldRenderProps } from '../AfterOfferForm';
import { SAVE_FAILED, submitStep } from '../stepCall';
import { lookupOf } from '../../lookups';
import { useVehicleModelsQuery } from '../lookups';
import { DataSelect } from './DataSelect';
import { MAKE, MODEL, VEHICLE_FIELDS as FIELDS } from './vehicleFields';

/**
 * `/vehicle` (16): the car behind a car-backed loan. Makes and models come from
 * `/data/vehicleModels.json`; the plate may be known already (the other-information step asks
 * for it on the car-loan brands, and a continue link brings what the server has).
 */
export default function Vehicle() {
  const { t } = useScreenTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  const query = useVehicleModelsQuery(undefined);
  const catalogue = lookupOf<{ makes: VehicleMake[] }>(query);
  const retry = () => void query.refetch();

  if (catalogue.status !== 'ready') {
    return catalogue.status === 'loading' ? (
      <div className="spinner" role="progressbar" aria-label={t('common>loading')} />
    ) : (
      <section className="message message--negative" aria-labelledby="vehicle-failed">
        <h1 id="vehicle-failed">{t('steps>vehicle>title')}</h1>
        <p role="alert">{t('common>loadFailed')}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          {t('form>retry')}
        </button>
      </section>
    );
  }

  const makes = catalogue.data.makes;
  const chosenMake = draft[MAKE] ?? application.otherDetails?.vehicleMake;
  const models =
    makes.find((make) => make.name === chosenMake)?.models.map((model) => model.name) ?? [];
  const renderers = {
    [MAKE]: (props: FieldRenderProps) => (
      <DataSelect
        {...props}
        options={makes.map((make) => make.name)}
        onChange={(name: string, value: DraftValue) => {
          props.onChange(name, value);
          // A model of another make would be a wrong answer kept silently.
          props.onChange(MODEL, '');
        }}
      />
    ),
    [MODEL]: (props: FieldRenderProps) => <DataSelect {...props} options={models} />,
  };
  const checks = {
    [MODEL]: (value: DraftValue | undefined, values: DraftValues) =>
      makes.find((make) => make.name === values[MAKE])?.models.some((model) => model.name === value)
        ? null
        : { key: 'required' },
  };

  return (
    <AfterOfferForm
      step="vehicle"
      fields={FIELDS}
      renderers={renderers}
      checks={checks}
      onSubmit={(values) =>
        submitStep(
          dispatch,
          { method: 'POST', path: '/lead/vehicle' },
          toLeadPatch(FIELDS, values),
          undefined,
          { 400: SAVE_FAILED },
        )
      }
    />
  );
}

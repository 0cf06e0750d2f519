import { useSearchParams } from 'react-router-dom';
import { useBrandConfig } from '../../../app/servicesContext';
import type { LeadApplication } from '../../lead';
import '../dynamicForm.css';
import { DataPointField } from '../DataPointField';
import { specOf } from '../dataPointSpec';
import { readDataPointSpecs } from '../dataPointTable';
import { buildSteps } from '../model/engine';
import type { DynamicForm } from '../model/types';
import type { DynamicStep } from '../useDynamicStep';
import { resolveDataPoints, valuesOf } from '../values';
import { useTestDataPointsQuery } from './testDataPointsApi';

/** The scenario shown when the address names none: every step path with all its data points. */
export const DEFAULT_SCENARIO = 'v3-all';

const NO_LEAD: LeadApplication = {};
const ignore = () => undefined;

/**
 * One step path's data points, with the controls the form would show: the same mapping
 * (resolveDataPoints) and the same controls (DataPointField), inert. Names the app does not know
 * are listed, since the form skips them.
 */
function PreviewStep({ form }: { form: DynamicForm }) {
  const config = useBrandConfig();
  const specs = readDataPointSpecs(form.dataPoints);
  const fields = resolveDataPoints(form.dataPoints, config, specs);
  const step: DynamicStep = {
    form,
    fields,
    values: valuesOf(
      fields.map(({ field }) => field),
      {},
      NO_LEAD,
      config,
    ),
    errors: {},
    generalErrors: [],
    setValue: ignore,
    check: () => true,
    checksReady: true,
    loadChecks: () => Promise.resolve(),
  };
  const unknown = form.dataPoints.filter((name) => !specOf(specs, name));
  return (
    <section aria-labelledby={`preview-${form.path}`} className="dynamic-step">
      <h2 id={`preview-${form.path}`}>{form.path}</h2>
      <p>Step type: {form.context}</p>
      {/* A look, not a form: nothing here can be typed in or submitted. */}
      <fieldset disabled>
        {fields.map((resolved) => (
          <div key={resolved.dataPoint} className="dynamic-step__field">
            <code>{resolved.dataPoint}</code>
            <DataPointField resolved={resolved} step={step} />
          </div>
        ))}
      </fieldset>
      {unknown.length > 0 ? <p>Not shown by the form (unknown): {unknown.join(', ')}</p> : null}
    </section>
  );
}

/**
 * A testers' page (development and staging builds only): every data point of a scenario of
 * `/v3/test/datapoints`, grouped by step path as the form would ask them. Its texts are for the
 * team, not applicants, so they are not translated.
 */
export default function DataPointsPreview() {
  const { productId } = useBrandConfig();
  const [params] = useSearchParams();
  const scenario = params.get('scenario') || DEFAULT_SCENARIO;
  const { data, error, isLoading } = useTestDataPointsQuery({ product: productId, scenario });
  const status = error && 'status' in error ? error.status : undefined;

  let body;
  if (isLoading) body = <p role="status">Loading the data points…</p>;
  else if (status === 404) body = <p role="alert">No scenario named “{scenario}”.</p>;
  else if (error || !data) body = <p role="alert">The data points could not be loaded.</p>;
  else {
    const { formsByPath, formSequenceByPath } = buildSteps(data);
    body = formSequenceByPath.map((path) => {
      const form = formsByPath[path];
      return form ? <PreviewStep key={path} form={form} /> : null;
    });
  }
  return (
    <div className="step">
      <h1>Data points of {scenario}</h1>
      <p>
        Product {productId}, from <code>/v3/test/datapoints</code>.
      </p>
      {body}
    </div>
  );
}

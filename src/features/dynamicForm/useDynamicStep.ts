import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  dynamicPathEdited,
  dynamicStepCompleted,
  selectErroredFormPath,
  selectFormsByPath,
  selectFormSequence,
} from './model/dynamicPagesSlice';
import type { DynamicForm } from './model/types';
import type { DraftValue, DraftValues } from '../lead';
import {
  loadPhoneCheck,
  useCheckingConfigSoon,
  useValidatingConfig,
  validateFields,
  type FieldDefinition,
  type FieldError,
} from '../form';
import { fieldEdited, selectDraft, selectLeadApplication } from '../lead';
import { dynamicFormSubmitted, type SubmitOutcome } from './dynamicFormThunks';
import { readDataPointSpecs } from './dataPointTable';
import { resolveDataPoints, valuesOf, type ResolvedDataPoint } from './values';

export interface DynamicStep {
  form: DynamicForm;
  fields: ResolvedDataPoint[];
  values: DraftValues;
  /** Client checks after a submit, over the server's complaints about this step. */
  errors: Record<string, FieldError>;
  /** Server complaints that match no control of this step. */
  generalErrors: string[];
  setValue: (name: string, value: DraftValue) => void;
  /**
   * Runs the client checks on the given fields (all by default); true when they pass. A field
   * whose check is not in yet (`checksReady`) does not pass, and shows no error either.
   */
  check: (only?: readonly string[]) => boolean;
  /** False while a check the step needs (the phone library's) is still loading. */
  checksReady: boolean;
  /** Settles once every check of the step is in; rejects when one cannot be loaded. */
  loadChecks: () => Promise<unknown>;
}

/** A phone field cannot be checked before the phone check is in: it waits, unjudged. */
const checkableNow = (definitions: readonly FieldDefinition[], ready: boolean) =>
  ready ? definitions : definitions.filter(({ rules }) => !rules?.includes('phone'));

/**
 * One dynamic step's state: its controls, the applicant's answers (kept in the lead draft, so a
 * reload or the back button loses nothing) and its errors. Editing an answer clears the step's
 * server errors (specification section 4).
 */
export function useDynamicStep(form: DynamicForm, checkOnArrival = false): DynamicStep {
  const dispatch = useAppDispatch();
  const brandConfig = useValidatingConfig();
  const draft = useAppSelector(selectDraft);
  const application = useAppSelector(selectLeadApplication);
  // A later step's specs come with the later steps' fields: it suspends until they are in.
  const specs = readDataPointSpecs(form.dataPoints);
  const fields = useMemo(
    () => resolveDataPoints(form.dataPoints, brandConfig, specs),
    [form.dataPoints, brandConfig, specs],
  );
  const definitions = useMemo(() => fields.map(({ field }) => field), [fields]);
  // The controls depend on the configuration; checking them may need the phone check too, which
  // the step does not wait for: it can be filled in while the library loads.
  const { config, ready: checksReady } = useCheckingConfigSoon(brandConfig, definitions);
  const checkable = useMemo(
    () => checkableNow(definitions, checksReady),
    [definitions, checksReady],
  );
  const values = useMemo(
    () => valuesOf(definitions, draft, application, config),
    [definitions, draft, application, config],
  );
  const [checked, setChecked] = useState<readonly string[] | null>(() =>
    checkOnArrival ? definitions.map(({ name }) => name) : null,
  );

  const clientErrors = useMemo(() => {
    if (checked === null) return {};
    return validateFields(
      checkable.filter(({ name }) => checked.includes(name)),
      values,
      config,
    );
  }, [checked, checkable, values, config]);

  const names = definitions.map(({ name }) => name);
  const serverErrors: Record<string, FieldError> = {};
  const generalErrors: string[] = [];
  for (const { fieldName, message } of form.errors) {
    if (names.includes(fieldName))
      serverErrors[fieldName] ??= { key: 'server', values: { message } };
    else generalErrors.push(message);
  }

  return {
    form,
    fields,
    values,
    errors: { ...serverErrors, ...clientErrors },
    generalErrors,
    setValue: (name, value) => {
      dispatch(fieldEdited({ name, value }));
      if (form.errors.length > 0) dispatch(dynamicPathEdited({ path: form.path }));
    },
    check: (only) => {
      const subset = only ?? names;
      setChecked(subset);
      const asked = definitions.filter(({ name }) => subset.includes(name));
      const judged = checkable.filter(({ name }) => subset.includes(name));
      const found = validateFields(judged, values, config);
      // A field not judged yet has not passed.
      return Object.keys(found).length === 0 && judged.length === asked.length;
    },
    checksReady,
    loadChecks: loadPhoneCheck,
  };
}

/**
 * Where the applicant goes after answering a step: the next step, or, while the server's errors
 * are being fixed, the next step with errors (then straight back to the last step to submit).
 * The last step submits everything.
 */
export function useStepAdvance(form: DynamicForm) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const forms = useAppSelector(selectFormsByPath);
  const sequence = useAppSelector(selectFormSequence);
  const errored = useAppSelector(selectErroredFormPath);
  // Arriving with the server's errors means the applicant was sent back to fix them.
  const fixing = useRef(form.errors.length > 0);

  const follow = (outcome: SubmitOutcome) => {
    if (outcome.kind === 'invalid') void navigate(`/${outcome.path}`, { state: { check: true } });
    else if (outcome.kind === 'refused' && outcome.path !== form.path)
      void navigate(`/${outcome.path}`);
  };

  return {
    follow,
    advance: (retry: boolean) => {
      if (form.nextButtonFormPath === null) {
        const request = dispatch(dynamicFormSubmitted({ retry }));
        void request.unwrap().then(follow, () => undefined);
        return request;
      }
      dispatch(dynamicStepCompleted({ path: form.path }));
      const laterErrored = sequence.find(
        (path) =>
          path !== form.path &&
          (forms[path]?.stepOrder ?? -1) > form.stepOrder &&
          (forms[path]?.errors.length ?? 0) > 0,
      );
      const target =
        laterErrored ??
        (fixing.current && errored === null ? sequence.at(-1) : undefined) ??
        form.nextButtonFormPath;
      void navigate(`/${target}`);
      return undefined;
    },
  };
}

import { useEffect } from 'react';
import { useScreenTranslation } from '../../i18n/useScreenTranslation';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/servicesContext';
import { dynamicFormStarted, selectFormsByPath } from './model/dynamicPagesSlice';
import { FIRST_DYNAMIC_PATH } from './model/firstDynamicPath';
import { Spinner } from '../layout';
import './dynamicForm.css';
import { NS } from './namespace';
import { buildSteps } from './model/engine';
import { prefetchDynamicFormLookups } from './lazyLookups';
import { FIRST_PAGE_PLACEMENTS } from './firstPage';
import { renderStep } from './stepRegistry';

/**
 * The first page as starting the form makes it: the render that starts the form shows it at once,
 * so the app's first commit is the step, not a spinner (the same content, under the same key).
 */
const FIRST_PAGE = buildSteps(FIRST_PAGE_PLACEMENTS).formsByPath[FIRST_DYNAMIC_PATH];

/**
 * Every route of the dynamic (v3) form: finds the step of the path and renders it through its
 * step type. Opening the first page starts the form with the configured first page's steps.
 */
export default function DynamicStepScreen() {
  useScreenTranslation(NS);
  const dispatch = useAppDispatch();
  const services = useServices();
  const path = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const stored = useAppSelector(selectFormsByPath)[path];
  const starting = stored === undefined && path === FIRST_DYNAMIC_PATH;
  const form = starting ? FIRST_PAGE : stored;

  useEffect(() => {
    if (starting) dispatch(dynamicFormStarted([...FIRST_PAGE_PLACEMENTS]));
  }, [starting, dispatch]);
  // Once a step shows: the look-ups' fields of the steps after it then need not wait for them.
  useEffect(() => prefetchDynamicFormLookups(() => services.leadApi()), [services]);

  if (form === undefined) return <Spinner />;
  return renderStep(form);
}

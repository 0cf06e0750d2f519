import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLeadId } from '../lead';
import { routeChangeHandled, selectRouteChange } from './applicationStateSlice';
import { NavigationMode } from './routes';
import { withLeadId } from './stateRoutes';

/**
 * Carries out the navigation a state change asked for: REPLACE into after-offer states, PUSH
 * otherwise; state 14 goes to `/continue/{id}` with the lead's id.
 */
export function RouteSync() {
  const routeChange = useAppSelector(selectRouteChange);
  const leadId = useAppSelector(selectLeadId);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!routeChange) return;
    const { path, mode } = withLeadId(routeChange, leadId);
    void navigate(path, { replace: mode === NavigationMode.REPLACE });
    dispatch(routeChangeHandled());
  }, [routeChange, leadId, navigate, dispatch]);
  return null;
}

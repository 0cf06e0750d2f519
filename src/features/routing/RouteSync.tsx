import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routeChangeHandled, selectRouteChange } from './applicationStateSlice';
import { NavigationMode } from './routes';

/** Carries out the navigation a state change asked for: REPLACE into after-offer states, PUSH otherwise. */
export function RouteSync() {
  const routeChange = useAppSelector(selectRouteChange);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!routeChange) return;
    void navigate(routeChange.path, { replace: routeChange.mode === NavigationMode.REPLACE });
    dispatch(routeChangeHandled());
  }, [routeChange, navigate, dispatch]);
  return null;
}

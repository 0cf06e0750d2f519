import { useLayoutEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { loadingSet } from './loadingSlice';

/**
 * Says "this part of the page is loading" while it is on screen (a screen's code or texts, a
 * look-up): `isLoading` follows it, and PageLayout shows the spinner. A layout effect, so the
 * spinner appears in the same paint as the gap it fills.
 */
export function Loading() {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(loadingSet(true));
    return () => {
      dispatch(loadingSet(false));
    };
  }, [dispatch]);
  return null;
}

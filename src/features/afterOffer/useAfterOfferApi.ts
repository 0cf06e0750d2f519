import { useMemo } from 'react';
import { useServices } from '../../app/servicesContext';
import { afterOfferApi, type AfterOfferApi } from './api';

export function useAfterOfferApi(): AfterOfferApi {
  const services = useServices();
  return useMemo(() => afterOfferApi(services), [services]);
}

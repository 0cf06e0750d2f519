import { createContext, useContext } from 'react';
import type { BrandConfig } from '../brands/types';
import type { AppServices } from './services';

export const ServicesContext = createContext<AppServices | null>(null);

/** Configuration and API clients, provided once at the root (the same object thunks get as `extra`). */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesContext');
  return services;
}

export function useBrandConfig(): BrandConfig {
  return useServices().config;
}

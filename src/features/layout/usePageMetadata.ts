import { useEffect } from 'react';
import { useBrandConfig, useServices } from '../../app/servicesContext';
import { applyPageMetadata, pageMetadataOf } from './pageMetadata';

/** Sets description, keywords and favicon from the brand's page data, except inside a partner's frame. */
export function usePageMetadata(embedded: boolean): void {
  const config = useBrandConfig();
  const { env } = useServices();
  useEffect(() => {
    if (embedded) return;
    applyPageMetadata(document, pageMetadataOf(config, env.basePath));
  }, [config, env.basePath, embedded]);
}

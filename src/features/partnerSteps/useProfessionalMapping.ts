import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/servicesContext';
import { PROFESSIONAL_DETAILS_MAPPING_PATH } from './endpoints';
import { NAMESPACE } from './namespace';

export interface MappingEntry {
  code: string;
  label: string;
}

export interface ProfessionalMapping {
  professions: MappingEntry[];
  economicActivities: MappingEntry[];
}

export type MappingState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; mapping: ProfessionalMapping };

function isEntryList(value: unknown): value is MappingEntry[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Record<string, unknown>)['code'] === 'string' &&
        typeof (entry as Record<string, unknown>)['label'] === 'string',
    )
  );
}

/** The server's answer is checked before use: a broken mapping is a failed load, not a crash. */
export function toMapping(data: unknown): ProfessionalMapping | null {
  if (typeof data !== 'object' || data === null) return null;
  const { professions, economicActivities } = data as Record<string, unknown>;
  return isEntryList(professions) && isEntryList(economicActivities)
    ? { professions, economicActivities }
    : null;
}

/**
 * Loads the choices of the professional-details screen from /perofesional-details-mapping. A
 * code without a translation of its own shows the server's label.
 */
export function useProfessionalMapping(): MappingState {
  const services = useServices();
  const { i18n } = useTranslation(NAMESPACE);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<MappingState>({ status: 'loading' });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  useEffect(() => {
    const request = { cancelled: false };
    void (async () => {
      const api = await services.leadApi();
      const result = await api.request({
        method: 'GET',
        url: PROFESSIONAL_DETAILS_MAPPING_PATH,
      });
      if (request.cancelled) return;
      const mapping = result.error ? null : toMapping(result.data);
      if (!mapping) {
        console.error(
          `Failed to load ${PROFESSIONAL_DETAILS_MAPPING_PATH}`,
          result.error ?? 'unexpected answer',
        );
        setState({ status: 'failed', retry });
        return;
      }
      const lists = [
        ['incomeDetails.cofidisProfession', mapping.professions],
        ['incomeDetails.economicActivity', mapping.economicActivities],
      ] as const;
      for (const [field, entries] of lists) {
        for (const { code, label } of entries) {
          const key = `fields>${field}>options>${code}`;
          if (!i18n.exists(key, { ns: NAMESPACE }))
            i18n.addResource(i18n.language, NAMESPACE, key, label);
        }
      }
      setState({ status: 'ready', mapping });
    })();
    return () => {
      request.cancelled = true;
    };
  }, [services, i18n, attempt, retry]);

  return state;
}

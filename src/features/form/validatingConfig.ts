import { useBrandConfig } from '../../app/servicesContext';
import type { BrandConfig } from '../../brands/types';
import type { FieldDefinition } from './fieldTypes';
import { patternsLoadOf, type ValidatingConfig } from './patternsLoad';
import {
  loadPhoneCheck,
  usePhoneCheckFor,
  usePhoneCheckInBackground,
  type CheckPhone,
} from './phoneCheck';

export type { ValidatingConfig };

/**
 * The configuration with its patterns, loaded once (a chunk of the country's, `loadValidation`).
 * A failed load rejects with a ChunkLoadError, for the screen's boundary to offer a retry; that
 * retry (`retryFailedLoads`) forgets it, so the next attempt imports again.
 */
export function loadValidatingConfig(config: BrandConfig): Promise<ValidatingConfig> {
  return patternsLoadOf(config).load();
}

/** The configuration with its patterns and the phone check, for checks of every kind of field. */
export async function loadValidatingConfigWithPhone(
  config: BrandConfig,
): Promise<ValidatingConfig> {
  const [validating, checkPhone] = await Promise.all([
    loadValidatingConfig(config),
    loadPhoneCheck(),
  ]);
  return { ...validating, checkPhone };
}

/** Per validating configuration, the same one with the phone check: one identity per render. */
const withPhone = new WeakMap<ValidatingConfig, ValidatingConfig>();

function withPhoneCheck(validating: ValidatingConfig, checkPhone: CheckPhone): ValidatingConfig {
  let checking = withPhone.get(validating);
  if (!checking) {
    checking = { ...validating, checkPhone };
    withPhone.set(validating, checking);
  }
  return checking;
}

/**
 * The brand's validating configuration, ready to check `fields` (the phone check comes with it
 * when one of them asks for a phone). Until what it needs is in, the component suspends (the
 * screen's Suspense shows the spinner); a failed load reaches the screen's error boundary.
 */
export function useValidatingConfig(fields: readonly FieldDefinition[] = []): ValidatingConfig {
  const validating = useBrandValidatingConfig();
  const checkPhone = usePhoneCheckFor(fields);
  return checkPhone ? withPhoneCheck(validating, checkPhone) : validating;
}

/**
 * `validating` with the phone check when `fields` ask for a phone, without waiting for it:
 * `ready` is false (and `config` has no phone check) until it is in. A step checks what it can
 * meanwhile, and waits for `loadChecks` before it is sent.
 */
export function useCheckingConfigSoon(
  validating: ValidatingConfig,
  fields: readonly FieldDefinition[],
): { config: ValidatingConfig; ready: boolean } {
  const { check, ready } = usePhoneCheckInBackground(fields);
  return { config: check ? withPhoneCheck(validating, check) : validating, ready };
}

function useBrandValidatingConfig(): ValidatingConfig {
  return patternsLoadOf(useBrandConfig()).read();
}

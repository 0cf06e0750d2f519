import { useBrandConfig } from '../../app/servicesContext';
import type { BrandConfig, ValidationPatterns } from '../../brands/types';
import { retryableLoad, type RetryableLoad } from '../../lib/retryableLazy';
import type { FieldDefinition } from './fieldTypes';
import { loadPhoneCheck, usePhoneCheckFor, type CheckPhone } from './phoneCheck';

/**
 * A brand's configuration with its country's patterns of section 5: what validation checks
 * against. `checkPhone` is there when the fields to check ask for a phone (phoneCheck.ts).
 */
export type ValidatingConfig = BrandConfig & {
  validation: ValidationPatterns;
  checkPhone?: CheckPhone;
};

/** Per configuration: its one load of the patterns, shared by every step. */
const loads = new WeakMap<BrandConfig, RetryableLoad<ValidatingConfig>>();

function patternsLoadOf(config: BrandConfig): RetryableLoad<ValidatingConfig> {
  let load = loads.get(config);
  if (!load) {
    load = retryableLoad(() =>
      config.loadValidation().then((validation) => ({ ...config, validation })),
    );
    loads.set(config, load);
  }
  return load;
}

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

/**
 * The brand's validating configuration, ready to check `fields` (the phone check comes with it
 * when one of them asks for a phone). Until what it needs is in, the component suspends (the
 * screen's Suspense shows the spinner); a failed load reaches the screen's error boundary.
 */
export function useValidatingConfig(fields: readonly FieldDefinition[] = []): ValidatingConfig {
  return useCheckingConfig(useBrandValidatingConfig(), fields);
}

/** `validating` ready to check `fields`: for fields that depend on the configuration itself. */
export function useCheckingConfig(
  validating: ValidatingConfig,
  fields: readonly FieldDefinition[],
): ValidatingConfig {
  const checkPhone = usePhoneCheckFor(fields);
  if (!checkPhone) return validating;
  let checking = withPhone.get(validating);
  if (!checking) {
    checking = { ...validating, checkPhone };
    withPhone.set(validating, checking);
  }
  return checking;
}

function useBrandValidatingConfig(): ValidatingConfig {
  return patternsLoadOf(useBrandConfig()).read();
}

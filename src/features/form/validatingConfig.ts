import { useBrandConfig } from '../../app/servicesContext';
import type { BrandConfig, ValidationPatterns } from '../../brands/types';
import { ChunkLoadError, resetOnRetry } from '../../lib/retryableLazy';
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

/** Per configuration: its one load, shared by every step, and how that load ended. */
const loads = new WeakMap<BrandConfig, Promise<ValidatingConfig>>();
const loaded = new WeakMap<BrandConfig, ValidatingConfig>();
const failed = new WeakMap<BrandConfig, ChunkLoadError>();

/**
 * The configuration with its patterns, loaded once (a chunk of the country's, `loadValidation`).
 * A failed load rejects with a ChunkLoadError, for the screen's boundary to offer a retry; that
 * retry (`retryFailedLoads`) forgets it, so the next attempt imports again.
 */
export function loadValidatingConfig(config: BrandConfig): Promise<ValidatingConfig> {
  const pending = loads.get(config);
  if (pending) return pending;
  const load = config.loadValidation().then(
    (validation) => {
      const validating = { ...config, validation };
      loaded.set(config, validating);
      return validating;
    },
    (error: unknown) => {
      const failure = new ChunkLoadError(error);
      failed.set(config, failure);
      resetOnRetry(() => {
        loads.delete(config);
        failed.delete(config);
      });
      throw failure;
    },
  );
  loads.set(config, load);
  return load;
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
  const config = useBrandConfig();
  const failure = failed.get(config);
  if (failure) throw failure;
  const validating = loaded.get(config);
  if (validating) return validating;
  // Suspense's own contract, as React.lazy keeps it: React renders again once the promise
  // settles. (`use()` would need the render awaited inside act() in every test that renders a
  // step; the pattern is the same for the browser.)
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends
  throw loadValidatingConfig(config);
}

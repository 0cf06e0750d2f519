import { mountedBasePath } from './basePath';

export type AppEnvironment = 'development' | 'staging' | 'production';

export interface AppEnv {
  appEnv: AppEnvironment;
  basePath: string;
  apiBaseUrl: string;
  leadPath: string;
  policyPath: string;
  affiliateEventPath: string;
  sessionRecording: { enabled: boolean; samplePercent: number };
}

type RawEnv = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

const ENVIRONMENTS: readonly AppEnvironment[] = ['development', 'staging', 'production'];

/**
 * Parses the build's environment once, so a misconfigured build fails at startup with a list of
 * every problem instead of a broken request later.
 */
export function parseEnv(raw: RawEnv): AppEnv {
  const problems: string[] = [];
  const required = (key: keyof ImportMetaEnv): string => {
    const value = raw[key];
    if (value === undefined) problems.push(`${key} is missing`);
    return value ?? '';
  };

  const appEnv = required('VITE_APP_ENV');
  if (appEnv && !ENVIRONMENTS.includes(appEnv as AppEnvironment)) {
    problems.push(`VITE_APP_ENV must be one of ${ENVIRONMENTS.join(', ')}`);
  }
  const samplePercent = Number(raw.VITE_SESSION_RECORDING_SAMPLE_PERCENT ?? '100');
  if (!Number.isFinite(samplePercent) || samplePercent < 0 || samplePercent > 100) {
    problems.push('VITE_SESSION_RECORDING_SAMPLE_PERCENT must be a number from 0 to 100');
  }

  const env: AppEnv = {
    appEnv: appEnv as AppEnvironment,
    basePath: required('VITE_BASE_PATH'),
    apiBaseUrl: required('VITE_API_BASE_URL'),
    leadPath: required('VITE_LEAD_PATH'),
    policyPath: required('VITE_POLICY_PATH'),
    affiliateEventPath: required('VITE_AFFILIATE_EVENT_PATH'),
    sessionRecording: {
      enabled: raw.VITE_SESSION_RECORDING_ENABLED === 'true',
      samplePercent,
    },
  };
  if (problems.length > 0) {
    throw new Error(`Invalid environment configuration:\n- ${problems.join('\n- ')}`);
  }
  return env;
}

// Key by key, so the build inlines these values only, not every VITE_ variable (tracking ids
// and the like are read where they are used).
const builtEnv: AppEnv = parseEnv({
  VITE_APP_ENV: import.meta.env.VITE_APP_ENV,
  VITE_BASE_PATH: import.meta.env.VITE_BASE_PATH,
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_LEAD_PATH: import.meta.env.VITE_LEAD_PATH,
  VITE_POLICY_PATH: import.meta.env.VITE_POLICY_PATH,
  VITE_AFFILIATE_EVENT_PATH: import.meta.env.VITE_AFFILIATE_EVENT_PATH,
  VITE_SESSION_RECORDING_ENABLED: import.meta.env.VITE_SESSION_RECORDING_ENABLED,
  VITE_SESSION_RECORDING_SAMPLE_PERCENT: import.meta.env.VITE_SESSION_RECORDING_SAMPLE_PERCENT,
});

/** The build's environment, mounted where the served page says (basePath.ts). */
export const appEnv: AppEnv = {
  ...builtEnv,
  basePath: mountedBasePath(
    typeof document === 'undefined' ? undefined : document,
    builtEnv.basePath,
  ),
};

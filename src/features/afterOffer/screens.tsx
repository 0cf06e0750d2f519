import { retryableLazy } from '../../lib/retryableLazy';
import type { Screen, ScreenMap } from '../routing';
import { loadAccepted, loadChecking, loadRedirected, loadRejected, loadThankYou } from './loaders';

const bank = (
  provider: 'instantor' | 'tink' | 'paylands',
  step: 'instantor' | 'wenance-tink' | 'moneyman-paylands',
): Screen =>
  retryableLazy(async () => {
    const { BankConnection } = await import('./bank/BankConnection');
    return { default: () => <BankConnection provider={provider} step={step} /> };
  });

const consents = (
  set: 'policy' | 'dynamic' | 'advanzia' | 'tfbank',
  step: 'consents' | 'dynamic-consents' | 'advanzia-consents' | 'tfbank-consents',
): Screen =>
  retryableLazy(async () => {
    const { ConsentsScreen } = await import('./consents/ConsentsScreen');
    return { default: () => <ConsentsScreen set={set} step={step} /> };
  });

/**
 * Checking, the outcomes and the after-offer screens by route; each is its own chunk, loaded when
 * its route is shown. `/continue` and `/redirected` carry the continue-link rules (state 14,
 * redirected before).
 */
export const AFTER_OFFER_SCREENS: ScreenMap = {
  '/checking': retryableLazy(loadChecking),
  '/accepted': retryableLazy(loadAccepted),
  '/thank-you': retryableLazy(loadThankYou),
  '/redirected': retryableLazy(loadRedirected),
  '/rejected': retryableLazy(loadRejected),
  '/continue': retryableLazy(() => import('./continue/ContinueScreen')),
  '/mobile-verification': retryableLazy(() => import('./mobile/MobileVerification')),
  '/change-mobile-number': retryableLazy(() => import('./mobile/ChangeMobileNumber')),
  '/instantor': bank('instantor', 'instantor'),
  '/wenance-tink': bank('tink', 'wenance-tink'),
  '/moneyman-paylands': bank('paylands', 'moneyman-paylands'),
  '/wenance-account': retryableLazy(() => import('./account/WenanceAccount')),
  '/consents': consents('policy', 'consents'),
  '/dynamic-consents': consents('dynamic', 'dynamic-consents'),
  '/advanzia-consents': consents('advanzia', 'advanzia-consents'),
  '/tfbank-consents': consents('tfbank', 'tfbank-consents'),
  '/id-upload': retryableLazy(() => import('./idUpload/IdUpload')),
  '/vehicle': retryableLazy(() => import('./vehicle/Vehicle')),
  '/smava': retryableLazy(() => import('./smava/Smava')),
};

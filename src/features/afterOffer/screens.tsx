import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

const bank = (
  provider: 'instantor' | 'tink' | 'paylands',
  step: 'instantor' | 'wenance-tink' | 'moneyman-paylands',
): Screen =>
  lazy(async () => {
    const { BankConnection } = await import('./bank/BankConnection');
    return { default: () => <BankConnection provider={provider} step={step} /> };
  });

const consents = (
  set: 'policy' | 'dynamic' | 'advanzia' | 'tfbank',
  step: 'consents' | 'dynamic-consents' | 'advanzia-consents' | 'tfbank-consents',
): Screen =>
  lazy(async () => {
    const { ConsentsScreen } = await import('./consents/ConsentsScreen');
    return { default: () => <ConsentsScreen set={set} step={step} /> };
  });

/** The after-offer screens by route; each is its own chunk, loaded when its route is shown. */
export const AFTER_OFFER_SCREENS: Readonly<Record<string, Screen>> = {
  '/mobile-verification': lazy(() => import('./mobile/MobileVerification')),
  '/change-mobile-number': lazy(() => import('./mobile/ChangeMobileNumber')),
  '/instantor': bank('instantor', 'instantor'),
  '/wenance-tink': bank('tink', 'wenance-tink'),
  '/moneyman-paylands': bank('paylands', 'moneyman-paylands'),
  '/wenance-account': lazy(() => import('./account/WenanceAccount')),
  '/consents': consents('policy', 'consents'),
  '/dynamic-consents': consents('dynamic', 'dynamic-consents'),
  '/advanzia-consents': consents('advanzia', 'advanzia-consents'),
  '/tfbank-consents': consents('tfbank', 'tfbank-consents'),
  '/id-upload': lazy(() => import('./idUpload/IdUpload')),
  '/vehicle': lazy(() => import('./vehicle/Vehicle')),
  '/smava': lazy(() => import('./smava/Smava')),
};

/** The continue and redirected routes with the continue-link rules (state 14, redirected before). */
export const CONTINUE_SCREEN: Screen = lazy(() => import('./continue/ContinueScreen'));
export const REDIRECTED_SCREEN: Screen = lazy(() => import('./redirect/RedirectedScreen'));

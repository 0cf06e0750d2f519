import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useBrandConfig } from '../../app/servicesContext';
import { isEmbedded } from '../embed/isEmbedded';
import { useFrameHeightReporting } from '../embed/useFrameHeightReporting';
import { selectUiColors } from '../theme/uiSlice';
import { usePartnerColors } from '../theme/usePartnerColors';
import { BrandLogo } from './BrandLogo';
import { removeFirstPaintBanner } from './firstPaint';
import { useColorProperties } from './useColorProperties';
import { usePageMetadata } from './usePageMetadata';

/**
 * Where the tracking chunk cannot be loaded (offline, or a blocker that keeps it out), the
 * funnel goes on without a banner and without tracking: nothing is tracked without a choice.
 * The build's picture of the banner goes too, or it would cover the page for good.
 */
function WithoutTracking() {
  useEffect(removeFirstPaintBanner, []);
  return null;
}
const withoutTracking = (error: unknown) => {
  console.warn('The consent banner and tracking could not be loaded', error);
  return { default: WithoutTracking };
};
// The consent banner and the tracking runtime load beside the first screen, not inside it.
const loadTracking = () => import('../tracking/TrackingRoot');
const TrackingRoot = lazy<ComponentType>(() =>
  loadTracking().then(({ TrackingRoot }) => ({ default: TrackingRoot }), withoutTracking),
);
const PrivacySettingsLink = lazy<ComponentType>(() =>
  loadTracking().then(
    ({ PrivacySettingsLink }) => ({ default: PrivacySettingsLink }),
    // The same chunk as TrackingRoot's: its failure is logged there once.
    () => ({ default: WithoutTracking }),
  ),
);

/**
 * Header and footer around the screen, hidden inside a partner's frame; transparent when the
 * partner passed interface colours or on the continue path (specification section 2).
 */
export function PageLayout({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const config = useBrandConfig();
  const colors = useAppSelector(selectUiColors);
  // Being framed does not change while the page lives.
  const [embedded] = useState(isEmbedded);
  usePartnerColors(embedded);
  useColorProperties();
  usePageMetadata(embedded);
  useFrameHeightReporting(embedded);
  const transparent = Object.keys(colors).length > 0 || path.includes('continue');
  const chromeClass = transparent ? ' chrome--transparent' : '';

  return (
    // In a frame the page is as tall as its content, so the partner's frame can shrink to it.
    <div
      className={`page${embedded ? ' page--embedded' : ''}`}
      style={embedded ? { minHeight: 0 } : undefined}
    >
      {embedded ? null : (
        <header className={`page__header${chromeClass}`}>
          <a
            href="/"
            className="page__logo"
            aria-label={t('app>home', { brand: config.brandName })}
          >
            <BrandLogo />
          </a>
        </header>
      )}
      <main className="page__main" id="main">
        {children}
      </main>
      <Suspense fallback={null}>
        <TrackingRoot />
      </Suspense>
      {embedded ? null : (
        <footer className={`page__footer${chromeClass}`}>
          <p>
            © {config.page.footerText ?? config.brandName} {new Date().getFullYear()}
          </p>
          <Suspense fallback={null}>
            <PrivacySettingsLink />
          </Suspense>
        </footer>
      )}
    </div>
  );
}

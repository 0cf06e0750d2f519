import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useBrandConfig } from '../../app/servicesContext';
import { isEmbedded, useFrameHeightReporting } from '../embed';
import { selectIsLoading } from '../loading';
import { selectUiColors, usePartnerColors } from '../theme';
import { BrandLogo } from './BrandLogo';
import { onContinuePath } from './continuePath';
import { Spinner } from './Spinner';
import { useColorProperties } from './useColorProperties';
import { usePageMetadata } from './usePageMetadata';

interface PageLayoutProps {
  path: string;
  children: ReactNode;
  /** The consent banner and tracking, beside the screen (src/app/ApplicationPage.tsx). */
  consent?: ReactNode;
  /** The footer's link to the privacy settings. */
  privacyLink?: ReactNode;
}

/**
 * Header and footer around the screen, hidden inside a partner's frame; transparent when the
 * partner passed interface colours or on the continue path (specification section 2). The
 * spinner shows while `isLoading` (a screen's code or texts on their way: features/loading).
 */
export function PageLayout({ path, children, consent, privacyLink }: PageLayoutProps) {
  const { t } = useTranslation();
  const config = useBrandConfig();
  const colors = useAppSelector(selectUiColors);
  const loading = useAppSelector(selectIsLoading);
  // Being framed does not change while the page lives.
  const [embedded] = useState(isEmbedded);
  usePartnerColors(embedded);
  useColorProperties();
  usePageMetadata(embedded);
  useFrameHeightReporting(embedded);
  const continuePath = onContinuePath(path);
  const transparent = Object.keys(colors).length > 0 || continuePath;
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
        {loading ? <Spinner neutral={continuePath} /> : null}
        {children}
      </main>
      {consent}
      {embedded ? null : (
        <footer className={`page__footer${chromeClass}`}>
          <p>
            © {config.page.footerText ?? config.brandName} {new Date().getFullYear()}
          </p>
          {privacyLink}
        </footer>
      )}
    </div>
  );
}

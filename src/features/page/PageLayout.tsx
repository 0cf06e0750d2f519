import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useBrandConfig } from '../../app/servicesContext';
import { isEmbedded } from '../embed/isEmbedded';
import { selectUiColors } from '../ui/uiSlice';
import { BrandLogo } from './BrandLogo';

/**
 * Header and footer around the screen, hidden inside a partner's frame; transparent when the
 * partner passed interface colours or on the continue path (specification section 2).
 */
export function PageLayout({ path, children }: { path: string; children: ReactNode }) {
  const { t } = useTranslation();
  const config = useBrandConfig();
  const colors = useAppSelector(selectUiColors);
  const embedded = isEmbedded();
  const transparent = Object.keys(colors).length > 0 || path.includes('continue');
  const chromeClass = transparent ? ' chrome--transparent' : '';
  const style = Object.fromEntries(
    Object.entries(colors).map(([name, value]) => [`--${name}`, value]),
  );

  return (
    <div className="page" style={style}>
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
      {embedded ? null : (
        <footer className={`page__footer${chromeClass}`}>
          <p>
            © {config.page.footerText ?? config.brandName} {new Date().getFullYear()}
          </p>
        </footer>
      )}
    </div>
  );
}

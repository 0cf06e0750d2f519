import { useEffect } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useBrandConfig } from '../../app/servicesContext';
import { loadTheme, selectUiColors } from '../theme';

/**
 * Puts the configured theme (white label) and the partner's interface colours on the root
 * element, so body and page both follow them. Only validated colours get there; the partner's
 * win over the theme. The validation code loads only for a page that has colours to apply.
 */
export function useColorProperties(): void {
  const { theme } = useBrandConfig();
  const uiColors = useAppSelector(selectUiColors);
  useEffect(() => {
    if (Object.keys(theme ?? {}).length === 0 && Object.keys(uiColors).length === 0)
      return undefined;
    const root = document.documentElement;
    let applied: string[] = [];
    let unmounted = false;
    loadTheme().then(
      ({ brandThemeProperties, partnerColorProperties }) => {
        if (unmounted) return;
        const properties = { ...brandThemeProperties(theme), ...partnerColorProperties(uiColors) };
        applied = Object.keys(properties);
        for (const [name, value] of Object.entries(properties))
          root.style.setProperty(`--${name}`, value);
      },
      (error: unknown) => console.error('Failed to load colours', error),
    );
    return () => {
      unmounted = true;
      for (const name of applied) root.style.removeProperty(`--${name}`);
    };
  }, [theme, uiColors]);
}

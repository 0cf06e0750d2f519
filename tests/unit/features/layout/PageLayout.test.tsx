/* eslint-disable testing-library/no-node-access -- the document head (meta, favicon), the root
   element's style and decorative images are what these tests are about, and no Testing Library
   query reaches them. */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Loading } from '../../../../src/features/loading/Loading';
import { loadingSet, selectIsLoading } from '../../../../src/features/loading/loadingSlice';
import { PageLayout } from '../../../../src/features/layout/PageLayout';
import { ASYNC_WAIT } from '../../helpers/asyncWait';
import { renderWithProviders } from '../../testUtils';

const topDescriptor = Object.getOwnPropertyDescriptor(window, 'top');
/** Makes the page believe it runs inside a partner's frame, as a cross-origin parent does. */
function embedInFrame() {
  Object.defineProperty(window, 'top', { configurable: true, get: () => ({}) as Window });
}

function resetHead() {
  document.head.innerHTML =
    '<link rel="icon" type="image/svg+xml" href="/application-frontend/favicon.svg">';
  document.title = '';
  document.documentElement.removeAttribute('style');
}

beforeEach(resetHead);
afterEach(() => {
  if (topDescriptor) Object.defineProperty(window, 'top', topDescriptor);
  resetHead();
});

const meta = (name: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('page chrome', () => {
  it('shows header and footer: the logo links to the site root, the footer carries the brand and the year', () => {
    renderWithProviders(<PageLayout path="/">step</PageLayout>);
    const home = screen.getByRole('link', { name: 'AskRobin home page' });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner').className).not.toContain('chrome--transparent');
    expect(
      within(screen.getByRole('contentinfo')).getByText(`© AskRobin ${new Date().getFullYear()}`),
    ).toBeDefined();
  });

  it('uses the configured footer text in the copyright line', () => {
    renderWithProviders(<PageLayout path="/">step</PageLayout>, {
      config: { page: { footerText: 'AskRobin Sp. z o.o.' } },
    });
    expect(
      within(screen.getByRole('contentinfo')).getByText(
        `© AskRobin Sp. z o.o. ${new Date().getFullYear()}`,
      ),
    ).toBeDefined();
  });

  it.each([
    ['stored interface colours exist', '/personal-details', { 'color-primary': '#0a7d33' }],
    ['the path contains continue', '/continue/abc', {}],
  ])('makes header and footer transparent when %s', (_case, path, colors) => {
    renderWithProviders(<PageLayout path={path}>step</PageLayout>, {
      preloadedState: { ui: { colors } },
    });
    expect(screen.getByRole('banner').className).toContain('chrome--transparent');
    expect(screen.getByRole('contentinfo').className).toContain('chrome--transparent');
  });

  it('hides header and footer inside a frame, and lets the page be as short as its content', () => {
    embedInFrame();
    const { container } = renderWithProviders(<PageLayout path="/">step</PageLayout>);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('step');
    expect((container.firstElementChild as HTMLElement).style.minHeight).toMatch(/^0(px)?$/);
  });

  it('puts stored interface colours on the root element, dropping unsafe ones', async () => {
    renderWithProviders(<PageLayout path="/">step</PageLayout>, {
      preloadedState: {
        ui: { colors: { 'color-primary': '#0a7d33', 'color-text': 'url(https://evil.example/x)' } },
      },
    });
    const root = document.documentElement.style;
    // The colour code loads only for a page that has colours to apply.
    await vi.waitFor(
      () => expect(root.getPropertyValue('--color-primary')).toBe('#0a7d33'),
      ASYNC_WAIT,
    );
    expect(root.getPropertyValue('--color-primary-contrast')).toBe('#ffffff');
    expect(root.getPropertyValue('--color-text')).toBe('');
  });

  it('merges colours passed in the entry URL into the interface colours', async () => {
    window.history.replaceState(
      null,
      '',
      `/?uiColors=${encodeURIComponent('{"color-accent":"#7c2d12"}')}`,
    );
    const { store, session } = renderWithProviders(<PageLayout path="/">step</PageLayout>, {
      preloadedState: { ui: { colors: { 'color-primary': '#0a7d33' } } },
    });
    window.history.replaceState(null, '', '/');
    const merged = { 'color-primary': '#0a7d33', 'color-accent': '#7c2d12' };
    await vi.waitFor(() => expect(store.getState().ui.colors).toEqual(merged), ASYNC_WAIT);
    // Kept for the rest of the tab's session under the specification's key.
    expect(JSON.parse(session.getItem('uiColors') ?? 'null')).toEqual(merged);
  });

  it('applies the white label theme from configuration, and a configured logo image', async () => {
    renderWithProviders(<PageLayout path="/">step</PageLayout>, {
      config: {
        brandName: 'Crédito Sur',
        theme: { 'color-primary': '#7c2d12' },
        logoUrl: 'https://cdn.example.com/logo.png',
      },
    });
    await vi.waitFor(
      () =>
        expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#7c2d12'),
      ASYNC_WAIT,
    );
    const logo = screen.getByRole('link', { name: 'Crédito Sur home page' }).querySelector('img');
    expect(logo?.getAttribute('src')).toBe('https://cdn.example.com/logo.png');
  });

  it('never uses a javascript: logo URL', () => {
    renderWithProviders(<PageLayout path="/">step</PageLayout>, {
      config: { logoUrl: 'javascript:alert(1)' },
    });
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('img')).toBeNull();
  });
});

describe('page data', () => {
  it('sets description, keywords and favicon from the brand’s page data', () => {
    renderWithProviders(<PageLayout path="/">step</PageLayout>, {
      config: {
        page: {
          title: 'T',
          description: 'Loans in minutes',
          keywords: 'loan, fast',
          favicon: '/brand/icon.png',
        },
      },
    });
    expect(meta('description')).toBe('Loans in minutes');
    expect(meta('keywords')).toBe('loan, fast');
    expect(
      document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
    ).toBe('/brand/icon.png');
  });

  it('falls back to the brand name, and to the build’s favicon', () => {
    renderWithProviders(<PageLayout path="/">step</PageLayout>, {
      config: { brandName: 'Fidea', page: {} },
    });
    expect(meta('description')).toBe('Fidea');
    expect(meta('keywords')).toBe('Fidea');
    // TEST_ENV's base path is empty.
    expect(
      document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href'),
    ).toBe('/favicon.svg');
  });

  it('is not set inside a frame', () => {
    embedInFrame();
    renderWithProviders(<PageLayout path="/">step</PageLayout>);
    expect(meta('description')).toBeUndefined();
    expect(meta('keywords')).toBeUndefined();
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      '/application-frontend/favicon.svg',
    );
  });
});

describe('the loading spinner', () => {
  const ring = () => screen.getByRole('status').querySelector('.spinner');

  it('shows while isLoading, with its label for screen readers, brand-coloured', () => {
    const { store } = renderWithProviders(<PageLayout path="/personal-details">step</PageLayout>);
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => {
      store.dispatch(loadingSet(true));
    });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(ring()?.className).toBe('spinner');
    expect(ring()?.getAttribute('aria-hidden')).toBe('true');

    act(() => {
      store.dispatch(loadingSet(false));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is neutral on the continue path', () => {
    const { store } = renderWithProviders(<PageLayout path="/continue/abc">step</PageLayout>);
    act(() => {
      store.dispatch(loadingSet(true));
    });
    expect(ring()?.className).toBe('spinner spinner--neutral');
  });

  it('follows what is loading: shown while a part says so, gone when it goes', () => {
    const { store, rerender } = renderWithProviders(
      <PageLayout path="/personal-details">
        <Loading />
      </PageLayout>,
    );
    expect(selectIsLoading(store.getState())).toBe(true);
    expect(screen.getByRole('status')).toBeDefined();

    rerender(<PageLayout path="/personal-details">the screen</PageLayout>);
    expect(selectIsLoading(store.getState())).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('the screen')).toBeDefined();
  });
});

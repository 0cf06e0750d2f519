import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from '../../../../src/features/consent/ConsentBanner';
import { ConsentSettingsButton } from '../../../../src/features/consent/ConsentSettingsButton';
import { CONSENT_STORAGE_KEY } from '../../../../src/features/consent/consentStorage';
import { createConsentStore } from '../../../../src/features/consent/consentStore';
import { FIRST_PAINT_BANNER_CLASS, FIRST_PAINT_CLASS } from '../../../../src/features/firstPaint';
import type { ConsentModel } from '../../../../src/features/consent/consentTypes';
import { createMemoryStorage } from '../../helpers/memoryStorage';
import { createTestI18n } from '../../testUtils';

/** What a keyboard user is on; testing-library has no query for it without jest-dom. */
function focused(): Element | null {
  return document.activeElement;
}

function renderBanner(model: ConsentModel = 'opt-in') {
  const { store: storage, backend } = createMemoryStorage('localStorage');
  const store = createConsentStore({ storage, model });
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <main>
        <h1>Your loan</h1>
        <button type="submit">Apply now</button>
      </main>
      <footer>
        <ConsentSettingsButton store={store} />
      </footer>
      <ConsentBanner store={store} />
    </I18nextProvider>,
  );
  const storedChoice = () =>
    JSON.parse(backend.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
  return { store, storedChoice, user: userEvent.setup() };
}

describe('ConsentBanner', () => {
  it('is a labelled region, not a dialog, and leaves the funnel usable', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Your privacy' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Your privacy' }).tagName).toBe(
      'H2',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply now' }).disabled).toBe(
      false,
    );
    // Nothing in the banner submits a form: the funnel's own submit button stays the only one.
    for (const button of within(region).getAllByRole('button'))
      expect(button.getAttribute('type')).toBe('button');
  });

  it('tells the page it is docked, with its height, until the applicant decides', async () => {
    const { user } = renderBanner();
    const root = document.documentElement;
    // styles/base.css keeps a step's primary button above the banner while this is set.
    expect(root.hasAttribute('data-docked')).toBe(true);
    expect(root.style.getPropertyValue('--dock-height')).toMatch(/^\d+px$/);
    expect(root.style.scrollPaddingBottom).toMatch(/^calc\(\d+px \+ 4rem\)$/);

    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(root.hasAttribute('data-docked')).toBe(false);
    expect(root.style.getPropertyValue('--dock-height')).toBe('');
    expect(root.style.scrollPaddingBottom).toBe('');
  });

  it('offers accepting and refusing side by side, refusing first', () => {
    renderBanner();
    const names = within(screen.getByRole('region', { name: 'Your privacy' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names.slice(0, 2)).toEqual(['Reject all', 'Accept all']);
  });

  it('rejects all: remembered, banner gone, focus on the settings link', async () => {
    const { store, storedChoice, user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(store.getSnapshot().granted).toEqual({ analytics: false, marketing: false });
    expect(storedChoice()).toMatchObject({ analytics: false, marketing: false });
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Privacy settings' }));
  });

  it('accepts all', async () => {
    const { storedChoice, user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(storedChoice()).toMatchObject({ analytics: true, marketing: true });
  });

  it('lets the applicant choose per purpose, nothing ticked in advance', async () => {
    const { storedChoice, user } = renderBanner();
    const toggle = screen.getByRole('button', { name: 'Choose what to allow' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const analytics = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Analytics' });
    const marketing = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Marketing' });
    expect(analytics.checked).toBe(false);
    expect(marketing.checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Analytics', description: /never recorded/ })).toBe(
      analytics,
    );
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(storedChoice()).toMatchObject({ analytics: true, marketing: false });
  });

  it('reopens from the settings link with the current choice, and moves focus to it', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await user.click(screen.getByRole('button', { name: 'Privacy settings' }));
    expect(focused()).toBe(screen.getByRole('heading', { level: 2, name: 'Your privacy' }));
    await user.click(screen.getByRole('button', { name: 'Choose what to allow' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Analytics' }).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(screen.queryByRole('region', { name: 'Your privacy' })).toBeNull();
  });

  it('says trackers already run where the country allows it (opt-out)', () => {
    renderBanner('opt-out');
    expect(screen.getByText(/You can refuse them/).tagName).toBe('P');
  });

  it('takes no focus when first shown', () => {
    renderBanner();
    expect(focused()).toBe(document.body);
  });
});

describe('ConsentBanner and the build’s first paint', () => {
  function addFirstPaintBanner() {
    const picture = document.createElement('div');
    picture.className = `${FIRST_PAINT_CLASS} ${FIRST_PAINT_BANNER_CLASS}`;
    picture.textContent = 'The build’s picture of the banner';
    document.body.append(picture);
  }

  it('takes the place of the picture of the banner when it shows', () => {
    addFirstPaintBanner();
    renderBanner();
    expect(screen.queryByText('The build’s picture of the banner')).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('removes the picture when an earlier choice keeps the banner closed', () => {
    addFirstPaintBanner();
    const { store: storage } = createMemoryStorage('localStorage');
    const store = createConsentStore({ storage, model: 'opt-in' });
    store.decide({ analytics: false, marketing: false });
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <ConsentBanner store={store} />
      </I18nextProvider>,
    );
    expect(screen.queryByText('The build’s picture of the banner')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders where it is placed for the build, not at the end of the body', () => {
    const { store: storage } = createMemoryStorage('localStorage');
    const store = createConsentStore({ storage, model: 'opt-in' });
    render(
      <I18nextProvider i18n={createTestI18n()}>
        <div data-testid="place">
          <ConsentBanner store={store} inPlace />
        </div>
      </I18nextProvider>,
    );
    expect(within(screen.getByTestId('place')).getByRole('region')).toBeDefined();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScreenLoadFailed } from '../../../../src/features/routing/ScreenLoadFailed';
import { renderWithProviders } from '../../testUtils';

describe('ScreenLoadFailed', () => {
  it('has a visible h1, keeps its alert and retries on the button', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(<ScreenLoadFailed onRetry={onRetry} />);
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'This page could not be loaded',
    });
    // Focusable from script, as every screen's heading: usePageHeading moves focus to it.
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('alert').textContent).toBe(
      "We couldn't load this page. Your answers are still here: check your connection and try again.",
    );
    expect(document.title).toMatch(/^This page could not be loaded – /);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

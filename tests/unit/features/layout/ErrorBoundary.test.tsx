import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../../src/features/layout/ErrorBoundary';
import { renderWithProviders } from '../../testUtils';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('replaces a screen that fails to render with a calm message and logs the details in development', () => {
    // React and jsdom report the caught error on the console; that noise is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderWithProviders(
      <ErrorBoundary>
        <h1>Before</h1>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('alert').textContent).toBe(
      'Something went wrong. Please, try again later.',
    );
    expect(screen.queryByRole('heading', { name: 'Before' })).toBeNull();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.any(String),
    );
  });

  it('shows its children when nothing fails', () => {
    renderWithProviders(
      <ErrorBoundary>
        <h1>Fine</h1>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initialApplicationState } from '../../../../src/features/routing/applicationStateSlice';
import { STALLED_AFTER_MS } from '../../../../src/features/form/useStepSubmit';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { initialLeadState } from '../../../../src/features/lead/leadSlice';
import { renderWithProviders } from '../../testUtils';

beforeAll(async () => {
  await import('../../../../src/features/partnerSteps/PartnerStepScreen');
});

describe('a partner step whose call hangs', () => {
  it('sends it again when the applicant asks, and moves on with the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, leadApi } = renderWithProviders(<ApplicationPage />, {
        route: '/reference-details',
        leadApi: { sendLeadStep: () => new Promise(() => undefined) },
        preloadedState: {
          applicationState: { ...initialApplicationState, progressState: 32 },
          lead: {
            ...initialLeadState,
            application: {
              id: 'lead-1',
              referenceDetails: { type: 'FRIEND', name: 'Ana López', phoneNumber: '698765432' },
            },
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Continue' }));
      expect(leadApi.sendLeadStep).toHaveBeenCalledTimes(1);

      leadApi.sendLeadStep.mockResolvedValueOnce({ data: { id: 'lead-1', progressState: 11 } });
      await vi.advanceTimersByTimeAsync(STALLED_AFTER_MS + 100);
      await user.click(await screen.findByRole('button', { name: 'Try again' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toBeDefined();
      expect(leadApi.sendLeadStep).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

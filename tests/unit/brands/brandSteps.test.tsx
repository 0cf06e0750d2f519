import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialApplicationState } from '../../../src/features/routing/applicationStateSlice';
import { ApplicationPage } from '../../../src/app/ApplicationPage';
import { initialLeadState } from '../../../src/features/lead/leadSlice';
import { renderWithProviders } from '../testUtils';
import { brandConfig } from './allBrands';

const at = (route: string, progressState: number) => ({
  route,
  preloadedState: {
    applicationState: { ...initialApplicationState, progressState },
    lead: {
      ...initialLeadState,
      application: {
        id: 'lead-1',
        amount: 3000,
        period: 24,
        periodScale: 'months' as const,
        tags: ['react-ui'],
      },
    },
  },
});

describe('the car-loan brands’ vehicle questions', () => {
  it('are asked on the other-information step and reach the lead as typed values', async () => {
    const { user, leadApi } = renderWithProviders(<ApplicationPage />, {
      ...at('/other-information', 5),
      config: brandConfig('es-ibancar'),
    });
    await screen.findByRole('heading', { level: 1, name: 'A few more questions' });

    await user.selectOptions(screen.getByLabelText('What is the loan for?'), 'CAR');
    await user.selectOptions(screen.getByLabelText('Marital status'), 'SINGLE');
    await user.selectOptions(screen.getByLabelText('Highest education'), 'UNIVERSITY');
    await user.selectOptions(screen.getByLabelText('Where do you live?'), 'RENT');
    await user.type(screen.getByLabelText('People who depend on you financially'), '0');
    await user.type(screen.getByLabelText('Monthly expenses'), '600');

    const ownership = screen.getByRole('group', { name: 'Is the car registered in your name?' });
    expect(ownership).toBeDefined();
    await user.click(screen.getByRole('radio', { name: 'Yes, only in my name' }));
    const plate = screen.getByLabelText('Licence plate');
    expect(plate.getAttribute('name')).toBe('otherDetails.vehicleLicensePlateNumber');
    await user.type(plate, '1234 ABC');
    await user.click(screen.getByRole('radio', { name: 'No, it is paid off' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText('Enter the plate as it appears on the car, for example 1234 BCD.', {
        selector: '.field__error',
      }),
    ).toBeDefined();
    expect(leadApi.updateLead).not.toHaveBeenCalled();

    await user.clear(plate);
    await user.type(plate, '1234 BCD');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leadApi.updateLead).toHaveBeenCalledTimes(1));
    expect(leadApi.updateLead.mock.calls[0]?.[0]).toMatchObject({
      otherDetails: {
        vehicleOwnership: 'OWNER',
        vehicleLicensePlateNumber: '1234 BCD',
        isVehicleFinanced: false,
      },
    });
  });

  it('are not asked by the other brands', async () => {
    renderWithProviders(<ApplicationPage />, {
      ...at('/other-information', 5),
      config: brandConfig('es-askrobin'),
    });
    await screen.findByRole('heading', { level: 1, name: 'A few more questions' });
    expect(screen.queryByText('Licence plate')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Is the car registered in your name?' })).toBeNull();
  });
});

describe('the phone field', () => {
  it.each([
    ['es-askrobin', '+34'],
    ['mx-fiesta', '+52'],
    ['pl-fidea', '+48'],
    ['vn-lienketvay', '+84'],
  ])('of %s shows the prefix %s next to it', async (id, prefix) => {
    renderWithProviders(<ApplicationPage />, {
      ...at('/contact-details', 3),
      config: brandConfig(id),
    });
    const phone = await screen.findByLabelText('Mobile phone');
    const prefixElement = screen.getByText(prefix, { selector: '.field__prefix' });
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(prefixElement.id);
  });

  it.each([
    ['abc', 'Enter a phone number using digits.'],
    ['6123', 'This number is too short.'],
    ['61234567890123456789', 'This number is too long.'],
    ['+999 1234', 'Enter a number from this country, or start with its + code.'],
    ['012345678', 'This is not a valid phone number here. Check the digits.'],
  ])('explains what is wrong with %j', async (value, message) => {
    const { user } = renderWithProviders(<ApplicationPage />, {
      ...at('/contact-details', 3),
      config: brandConfig('es-askrobin'),
    });
    await user.type(await screen.findByLabelText('Mobile phone'), value);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(message, { selector: '.field__error' })).toBeDefined();
  });

  it('explains a number of the wrong length for Colombia', async () => {
    const { user } = renderWithProviders(<ApplicationPage />, {
      ...at('/contact-details', 3),
      config: brandConfig('co-askrobin'),
    });
    await user.type(await screen.findByLabelText('Mobile phone'), '155555555');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('This number has the wrong number of digits.', {
        selector: '.field__error',
      }),
    ).toBeDefined();
  });
});

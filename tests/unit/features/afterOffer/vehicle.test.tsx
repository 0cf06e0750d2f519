import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import { renderWithProviders } from '../../testUtils';
import { atState, LEAD_ID, quietConsole, requestsBy, stepAnswers } from './helpers';

const models = {
  data: {
    makes: [
      {
        id: 'seat',
        name: 'Seat',
        models: [
          { id: 'leon', name: 'León' },
          { id: 'ibiza', name: 'Ibiza' },
        ],
      },
      { id: 'toyota', name: 'Toyota', models: [{ id: 'yaris', name: 'Yaris' }] },
    ],
  },
};

const renderVehicle = (step: number | { status: number } = 11, plate?: string) =>
  renderWithProviders(<ApplicationPage />, {
    ...atState('/vehicle', 16, plate ? { otherDetails: { vehicleLicensePlateNumber: plate } } : {}),
    leadApi: {
      request: requestsBy({ 'GET /data/vehicleModels.json': models }),
      sendLeadStep: stepAnswers({ '/lead/vehicle': step }),
    },
  });

describe('vehicle (16)', () => {
  it('offers the models of the chosen make and sends the car with the known plate', async () => {
    const { user, leadApi, router } = renderVehicle(11, '1234 BCD');
    const make = await screen.findByLabelText('Make');
    expect(screen.getByLabelText<HTMLSelectElement>('Model').disabled).toBe(true);
    await user.selectOptions(make, 'Seat');
    const model = screen.getByLabelText('Model');
    expect([...(model as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      'León',
      'Ibiza',
    ]);
    await user.selectOptions(model, 'León');
    await user.type(screen.getByLabelText('Year of registration'), '2018');
    expect(screen.getByLabelText<HTMLInputElement>('Licence plate').value).toBe('1234 BCD');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.pathname).toBe('/thank-you'));
    expect(leadApi.sendLeadStep).toHaveBeenCalledWith(
      { method: 'POST', path: '/lead/vehicle' },
      {
        id: LEAD_ID,
        otherDetails: {
          vehicleMake: 'Seat',
          vehicleModel: 'León',
          vehicleYear: 2018,
          vehicleLicensePlateNumber: '1234 BCD',
        },
      },
    );
  });

  it('checks the year and the plate, and a new make clears the model', async () => {
    const { user, leadApi } = renderVehicle();
    await user.selectOptions(await screen.findByLabelText('Make'), 'Seat');
    await user.selectOptions(screen.getByLabelText('Model'), 'Ibiza');
    await user.selectOptions(screen.getByLabelText('Make'), 'Toyota');
    expect(screen.getByLabelText<HTMLSelectElement>('Model').value).toBe('');
    await user.type(screen.getByLabelText('Year of registration'), '1950');
    await user.type(screen.getByLabelText('Licence plate'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'Please check 3 answers' });
    expect(summary.textContent).toContain('Model: Please fill this in.');
    expect(summary.textContent).toContain('Year of registration: Enter 1980 or more.');
    expect(leadApi.sendLeadStep).not.toHaveBeenCalled();
  });

  it('offers a retry when the catalogue or the save fails', async () => {
    quietConsole();
    const view = renderWithProviders(<ApplicationPage />, {
      ...atState('/vehicle', 16),
      leadApi: { request: requestsBy({}) },
    });
    expect(
      await screen.findByText("We couldn't load this step. Check your connection and try again."),
    ).toBeDefined();
    view.unmount();

    const { user } = renderVehicle({ status: 502 }, '1234 BCD');
    await user.selectOptions(await screen.findByLabelText('Make'), 'Toyota');
    await user.selectOptions(screen.getByLabelText('Model'), 'Yaris');
    await user.type(screen.getByLabelText('Year of registration'), '2020');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/We couldn't save your answers/)).toBeDefined();
  });
});

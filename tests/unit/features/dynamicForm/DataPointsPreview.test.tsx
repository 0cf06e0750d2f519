import { screen, within } from '@testing-library/react';
import type { AxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApplicationPage } from '../../../../src/app/ApplicationPage';
import DataPointsPreview from '../../../../src/features/dynamicForm/preview/DataPointsPreview';
import { atState } from '../afterOffer/helpers';
import { renderWithProviders } from '../../testUtils';
import { lookups, place } from './dynamicFormTestUtils';

const SCENARIO = [
  place('EMAIL', 'initial-details', 'personal-information'),
  place('FIRST_NAME', 'name'),
  place('IBAN', 'bank-account'),
  place('FAVOURITE_COLOUR', 'bank-account'),
];

function renderPreview(route: string, answer: (config: AxiosRequestConfig) => unknown) {
  const asked: AxiosRequestConfig[] = [];
  renderWithProviders(<DataPointsPreview />, {
    route,
    config: { firstPage: 'initial-details', productId: 'finipay' },
    leadApi: {
      request: lookups({
        '/v3/test/datapoints': (config) => {
          asked.push(config);
          return answer(config) as { data: unknown };
        },
      }),
    },
  });
  return { asked };
}

describe('data points preview (/preview/datapoints)', () => {
  it("shows every data point of the scenario, under its step's heading, with the form's control", async () => {
    const { asked } = renderPreview('/preview/datapoints?scenario=v3-short', () => ({
      data: { product: 'finipay', scenario: 'v3-short', dataPoints: SCENARIO },
    }));

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'initial-details',
      'name',
      'bank-account',
    ]);
    expect(asked[0]?.params).toEqual({ product: 'finipay', scenario: 'v3-short' });

    const name = screen.getByRole('region', { name: 'name' });
    expect(within(name).getByText('FIRST_NAME')).toBeTruthy();
    const firstName = within(name).getByLabelText('First name');
    expect(firstName.getAttribute('name')).toBe('personalDetails.firstName');
    expect((firstName as HTMLInputElement).matches(':disabled')).toBe(true);

    const bank = screen.getByRole('region', { name: 'bank-account' });
    expect(within(bank).getByLabelText('IBAN').getAttribute('name')).toBe('incomeDetails.iban');
    expect(within(bank).getByText(/unknown\): FAVOURITE_COLOUR/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'initial-details' })).getByLabelText('Email'),
    ).toBeTruthy();
  });

  it('asks for v3-all when the address names no scenario', async () => {
    const { asked } = renderPreview('/preview/datapoints', () => ({
      data: { product: 'finipay', scenario: 'v3-all', dataPoints: SCENARIO.slice(0, 1) },
    }));
    expect(await screen.findByRole('heading', { level: 2, name: 'initial-details' })).toBeTruthy();
    expect(asked[0]?.params).toEqual({ product: 'finipay', scenario: 'v3-all' });
  });

  it('says so when the sandbox knows no such scenario', async () => {
    renderPreview('/preview/datapoints?scenario=v3-nope', () => ({
      error: { status: 404, message: 'Not found' },
    }));
    expect((await screen.findByRole('alert')).textContent).toBe('No scenario named “v3-nope”.');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it("opens through the app's page whatever the lead's state, even for an accepted lead", async () => {
    const { router } = renderWithProviders(<ApplicationPage />, {
      // An accepted lead (state 10): every other route leads back to /accepted.
      ...atState('/preview/datapoints', 10),
      config: { productId: 'finipay' },
      leadApi: {
        request: lookups({
          '/v3/test/datapoints': {
            data: { product: 'finipay', scenario: 'v3-all', dataPoints: SCENARIO.slice(0, 2) },
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'name' })).toBeTruthy();
    expect(router.pathname).toBe('/preview/datapoints');
  });
});

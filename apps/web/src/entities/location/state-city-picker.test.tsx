import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { en } from '@/i18n/en.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { StateCityPicker } from './state-city-picker.tsx';

configure({ asyncUtilTimeout: 10000 });

describe('State picker (issue 26)', () => {
  it('says that 10 are shown at a time and typing finds any state', async () => {
    mockApi({
      'GET /api/public/locations/fetchAllStates': ok({
        states: [{ _id: 's1', state: 'Andhra Pradesh' }],
      }),
    });
    renderWithProviders(
      <StateCityPicker state="" city="" onStateChange={() => {}} onCityChange={() => {}} />,
    );
    expect(screen.getByText('10 shown at a time: type to find any state.')).toBeTruthy();
    expect(en.location.typeToFindState).toContain('{{count}}');
  });
});

import { test } from '@playwright/test';
import { ENGINE_SCENARIOS } from '../scenarios';
import { FIREFOX_BUILDS } from './playwright.config';
import { playwrightDriver } from './playwrightDriver';

for (const scenario of ENGINE_SCENARIOS)
  test(scenario.title, ({ page }) => scenario.run(playwrightDriver(page), FIREFOX_BUILDS));

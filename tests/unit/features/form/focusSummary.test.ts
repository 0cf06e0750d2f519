import { afterEach, describe, expect, it } from 'vitest';
import { focusSummaryOnNextFrame } from '../../../../src/features/form/focusSummary';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function page() {
  document.body.innerHTML =
    '<div id="summary" tabindex="-1"></div><input id="field"><button id="submit">Go</button>';
  const element = (id: string) => document.getElementById(id) as HTMLElement;
  return { summary: element('summary'), field: element('field'), submit: element('submit') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusSummaryOnNextFrame', () => {
  it('moves focus to the summary once it has rendered', async () => {
    const { summary, submit } = page();
    submit.focus();
    focusSummaryOnNextFrame({ current: summary });
    expect(document.activeElement).toBe(submit);
    await nextFrame();
    expect(document.activeElement).toBe(summary);
  });

  it('leaves focus where the applicant put it meanwhile', async () => {
    const { summary, field, submit } = page();
    submit.focus();
    focusSummaryOnNextFrame({ current: summary });
    field.focus();
    await nextFrame();
    expect(document.activeElement).toBe(field);
  });
});

import {
  EARLY_INPUT_GLOBAL,
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_BANNER_CLASS,
  FIRST_PAINT_CLASS,
  type EarlyInputFormats,
} from '../src/features/layout/prerenderedPage';
import { CONSENT_VERSION } from '../src/features/consent/consentStorage';
import { DOCK_HEIGHT_PROPERTY, DOCKED_ATTRIBUTE } from '../src/features/consent/dock';
import { CONSENT_PURPOSES } from '../src/features/consent/consentTypes';
import { LEAD_APPLICATION_KEY, TRACKING_CONSENT_KEY } from '../src/lib/storageKeys';
import { inlineScript } from './inlineScript';

/**
 * What the picture answers to before the app: its inputs (the sliders; a v3 step's text fields
 * and boxes, which work natively), the sliders' ± buttons, the primary button.
 */
const PAGE_CONTROLS = 'input, .range-field__controls button, button[type=submit]';
/** The banner's accept and reject; its "choose" needs the app. */
const BANNER_CONTROLS = '.consent__button';
/** Everything that could take focus or input; those not answered to stay inert. */
const FOCUSABLE = 'a[href], input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * The inline script at the end of the body that makes the picture work before the app
 * (src/features/layout/prerenderedPage.ts). Where the picture shows, it lifts `inert` from the
 * controls it answers to (the rest stay inert) and, by event delegation:
 *  - a slider moved or a ± tapped: the value, its output text (as the app formats it), the ±
 *    buttons' disabled state and the loan summary change; the value is recorded, and stored at
 *    once as the app stores a typed value (the draft in the tab's lead,
 *    src/features/lead/leadPersistence.ts), so a reload before the app runs keeps it;
 *  - a v3 step's text field or box (they work natively): each change is stored the same way, as
 *    text or as ticked or not; the app takes the fields' values from the picture when it takes
 *    its place (src/app/earlyInput.ts);
 *  - the banner's reject or accept (ConsentBanner.tsx renders reject first): the choice is stored
 *    at once, in the banner's key and format (src/features/consent/consentStorage.ts), so a
 *    reload before the app's banner arrives does not ask again; it is recorded too, and the
 *    picture's banner hides. It answers until the
 *    app's own banner replaces it, after the app's first render too (the tracking chunk with the
 *    app's banner comes after the first screen, and reads the stored choice when it starts;
 *    where it started before the choice, or storage refused it, the takeover presses the
 *    recorded choice on the app's banner: src/app/earlyInput.ts);
 *  - while the picture's banner shows, the page is docked as the app docks it
 *    (src/features/consent/useDockSpace.ts): a step's primary button rides above the banner;
 *  - the primary button (or Enter in the form): a continue is recorded once, the button shows the
 *    app's pending state (aria-busy, "Saving…") and a status region announces it.
 * Everything goes into one handoff object, `window[EARLY_INPUT_GLOBAL]`, created at the first
 * action. The CSP allows the script by its hash (build/responseHeaders.ts). At most 3 kB gzip
 * (tests/unit/build/earlyInputScript.test.ts).
 */
export function earlyInputScript(formats: EarlyInputFormats): string {
  const json = JSON.stringify;
  return inlineScript(`(function (doc, win) {
  var root = doc.documentElement;
  var page = doc.querySelector('#root > .${FIRST_PAINT_CLASS}');
  var banner = doc.querySelector('.${FIRST_PAINT_BANNER_CLASS}');
  if (root.getAttribute(${json(FIRST_PAINT_ATTRIBUTE)}) === 'off' || !page || !banner) return;
  var periodTexts = ${json(formats.periodTexts)};
  var money;
  var texts = {
    amount: function (value) {
      money = money || new Intl.NumberFormat(${json(formats.intlLocale)}, ${json(formats.moneyOptions)});
      return money.format(value);
    },
    period: function (value) { return periodTexts[value] || value; }
  };
  function record(name, value) {
    (win[${json(EARLY_INPUT_GLOBAL)}] = win[${json(EARLY_INPUT_GLOBAL)}] || {})[name] = value;
  }
  function store(storage, key, value) {
    try { win[storage].setItem(key, JSON.stringify(value)); } catch (error) {}
  }
  function storeConsent(accept) {
    var stored = { version: ${json(CONSENT_VERSION)}, decidedAt: new Date().toISOString() };
    ${json(CONSENT_PURPOSES)}.forEach(function (purpose) { stored[purpose] = accept; });
    store('localStorage', ${json(TRACKING_CONSENT_KEY)}, stored);
  }
  function makeLive(part, controls) {
    [].forEach.call(part.querySelectorAll('[inert]'), function (element) { element.removeAttribute('inert'); });
    part.removeAttribute('inert');
    part.removeAttribute('aria-hidden');
    [].forEach.call(part.querySelectorAll(${json(FOCUSABLE)}), function (element) {
      if (!element.matches(controls)) element.setAttribute('inert', '');
    });
  }
  function setValue(input, value) {
    var field = input.closest('.range-field');
    var format = texts[input.name];
    if (!field || !format) return;
    var output = field.querySelector('output');
    var before = output.textContent;
    input.value = String(value);
    var text = format(+input.value);
    var buttons = field.querySelectorAll('.range-field__controls button');
    buttons[0].disabled = +input.value <= +input.min;
    buttons[1].disabled = +input.value >= +input.max;
    output.textContent = text;
    input.setAttribute('aria-valuetext', text);
    var summary = page.querySelector('.loan-summary');
    if (summary) summary.textContent = summary.textContent.replace(before, text);
    record(input.name, +input.value);
    storeDraft(input.name, input.value);
  }
  function storeDraft(name, value) {
    var lead = {};
    try { lead = Object(JSON.parse(win.sessionStorage.getItem(${json(LEAD_APPLICATION_KEY)}))); } catch (error) {}
    (lead.draft = Object(lead.draft))[name] = value;
    store('sessionStorage', ${json(LEAD_APPLICATION_KEY)}, lead);
  }
  function dock(docked) {
    root.style.setProperty(${json(DOCK_HEIGHT_PROPERTY)}, banner.offsetHeight + 'px');
    root.toggleAttribute(${json(DOCKED_ATTRIBUTE)}, docked);
  }
  makeLive(page, ${json(PAGE_CONTROLS)});
  makeLive(banner, ${json(BANNER_CONTROLS)});
  dock(root.getAttribute(${json(FIRST_PAINT_ATTRIBUTE)}) !== 'no-banner');
  page.addEventListener('input', function (event) {
    var input = event.target;
    if (input.type === 'range') setValue(input, input.value);
    else if (input.name) storeDraft(input.name, input.type === 'checkbox' ? input.checked : input.value);
  });
  page.addEventListener('click', function (event) {
    var button = event.target.closest('.range-field__controls button');
    if (!button) return;
    var input = button.parentNode.querySelector('input');
    var direction = button === button.parentNode.firstElementChild ? -1 : 1;
    setValue(input, +input.value + direction * +input.step);
  });
  page.addEventListener('focusin', function (event) {
    var form = event.target.form;
    if (form) record('focusIndex', [].indexOf.call(form.querySelectorAll('input, button'), event.target));
  });
  page.addEventListener('submit', function (event) {
    event.preventDefault();
    var handoff = win[${json(EARLY_INPUT_GLOBAL)}];
    if (handoff && handoff.continuePending) return;
    record('continuePending', true);
    var button = event.target.querySelector('button[type=submit]');
    var status = doc.createElement('p');
    status.className = 'visually-hidden';
    status.setAttribute('role', 'status');
    event.target.appendChild(status);
    if (button) {
      button.setAttribute('aria-busy', 'true');
      button.textContent = ${json(formats.pendingText)};
    }
    requestAnimationFrame(function () { status.textContent = ${json(formats.pendingText)}; });
  });
  banner.addEventListener('click', function (event) {
    var button = event.target.closest(${json(BANNER_CONTROLS)});
    if (!button) return;
    var accept = button !== banner.querySelector(${json(BANNER_CONTROLS)});
    storeConsent(accept);
    record('consent', accept ? 'granted' : 'denied');
    root.setAttribute(${json(FIRST_PAINT_ATTRIBUTE)}, 'no-banner');
    dock(false);
  });
})(document, window);
`);
}

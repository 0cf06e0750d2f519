/**
 * What a scenario asks of a browser, as an applicant does it: open a page, tap, type key by key,
 * drag, and wait to see something. Each engine implements it with its own driver (Playwright over
 * WebDriver BiDi for Firefox, WebdriverIO over classic WebDriver for WebKit), so one scenario runs
 * the same in every engine. Every `expect…` waits for what it names and fails if it never comes.
 */
export interface Driver {
  /** Goes to `url` and returns once the page has committed, not loaded (its entry may be held). */
  open(url: string): Promise<void>;
  back(): Promise<void>;
  /** Taps the button whose label or text is `name` (whitespace collapsed), waiting for it. */
  tap(name: string): Promise<void>;
  /** Two taps in quick succession, as an impatient thumb does. */
  doubleTap(name: string): Promise<void>;
  /** Types `text` key by key into the field `[name=…]`, after clicking it. */
  type(field: string, text: string): Promise<void>;
  /** Ticks the checkbox or radio matched by `css`. */
  tick(css: string): Promise<void>;
  /** Picks the option of value `value` in the select `[name=…]`. */
  select(field: string, value: string): Promise<void>;
  /** Drags the thumb of the range input `css` from its value to a fraction of its width. */
  drag(css: string, toFraction: number): Promise<void>;
  /** The current value of the input `css`. */
  valueOf(css: string): Promise<string>;
  /** Runs `script` in the page and returns its (JSON) result. */
  read<T>(script: () => T): Promise<T>;
  expectPath(path: RegExp): Promise<void>;
  /** A visible level-one heading reads `text`. */
  expectHeading(text: string): Promise<void>;
  /** The first element matching `css` reads `text` (whitespace collapsed). */
  expectText(css: string, text: string): Promise<void>;
  expectAttribute(css: string, attribute: string, value: string): Promise<void>;
  /** The field matched by `css` holds `value`. */
  expectValue(css: string, value: string): Promise<void>;
  /** Nothing matching `css` is visible (absent or hidden). */
  expectHidden(css: string): Promise<void>;
  /** At least `count` elements match `css`. */
  expectAtLeast(css: string, count: number): Promise<void>;
}

/** One scenario every engine runs, against the builds served for that engine. */
export interface Scenario<Builds> {
  title: string;
  run: (driver: Driver, builds: Builds) => Promise<void>;
}

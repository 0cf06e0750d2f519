/** The types of what TypeScript code (the docs' unit test) imports from budget.mjs. */
export declare const BUDGET: {
  criticalPathJs: number;
  dynamicFormCriticalPathJs: number;
  firstScreenCss: number;
  inlineScript: number;
};

export declare const FORBIDDEN_ON_FIRST_SCREEN: readonly string[];

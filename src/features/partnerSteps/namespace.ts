/** The translation namespace of the partner steps (public/locales/{lng}/partnerSteps.json). */
export const NAMESPACE = 'partnerSteps';

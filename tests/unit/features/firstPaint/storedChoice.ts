/** A refusal stored by the consent banner (consent/consentStorage.ts), made at `decidedAt`. */
export function storeConsentChoice(decidedAt = new Date()): void {
  localStorage.setItem(
    'trackingConsent',
    JSON.stringify({
      version: 1,
      analytics: false,
      marketing: false,
      decidedAt: decidedAt.toISOString(),
    }),
  );
}

import { continueTokenLifetimeMs, type LeadTokens } from './tokens';

/** A continue link as the continue e-mail carries it. */
export interface ContinueLink {
  continueToken: string;
  /** The funnel route: `/continue/<token>`. */
  path: string;
  /** The whole link, on the public origin, under the funnel's base path. */
  url: string;
  expiresAt: string;
}

export interface FunnelLocation {
  publicOrigin: string;
  basePath: string;
}

/**
 * A fresh continue link of the lead: a new continue token (docs/api.md "Who may read a lead"),
 * valid 7 days unless `validForMs` says otherwise, in a link to the funnel.
 */
export function issueContinueLink(
  tokens: LeadTokens,
  leadId: string,
  { publicOrigin, basePath }: FunnelLocation,
  validForMs = continueTokenLifetimeMs,
): ContinueLink {
  const { token, expiresAt } = tokens.issue(leadId, 'continue', new Date(Date.now() + validForMs));
  const path = `/continue/${token}`;
  return { continueToken: token, path, url: `${publicOrigin}${basePath}${path}`, expiresAt };
}

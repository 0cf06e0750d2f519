import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../platform/http';
import { addOperation } from '../platform/openapi';
import { logoSvg, partnerLogos } from './data';
import type { AfterOfferDeps } from './steps';

/** The partners' logos (`/partner/logos`), served by the sandbox itself. */
export function registerPartnerLogoRoutes(app: FastifyInstance, { doc }: AfterOfferDeps): void {
  addOperation(app, doc, 'get', '/partner/logos', listLogos);
  app.get<{ Params: { file: string } }>('/sandbox/logos/:file', sendLogo);
}

function listLogos(request: FastifyRequest) {
  return partnerLogos.map(({ id, name }) => ({
    id,
    name,
    logoUrl: `${originOf(request)}/sandbox/logos/${id}.svg`,
  }));
}

async function sendLogo(
  request: FastifyRequest<{ Params: { file: string } }>,
  reply: FastifyReply,
) {
  const svg = logoSvg(request.params.file.replace(/\.svg$/, ''));
  if (!svg) return reply.code(404).send({ message: 'Logo not found' });
  return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
}

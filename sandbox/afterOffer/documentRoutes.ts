import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  AfterOfferState,
  completeStep,
  fieldError,
  leadAtStep,
  nextStateAfter,
  sectionOf,
  type AfterOfferDeps,
} from './steps';
import { State, type JsonObject } from '../lead/types';
import { operationSchema } from '../platform/openapi';

/** Documented limit of one identity document file (docs/api.md); the funnel checks it first. */
export const maxDocumentBytes = 5 * 1024 * 1024;

/** Accepted file types, each recognised by its first bytes, not by what the client claims. */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  'application/pdf': (b) => b.toString('latin1', 0, 5) === '%PDF-',
};
export const documentContentTypes = Object.keys(signatures);

type Side = 'front' | 'back';

/**
 * Identity document: files are uploaded one side at a time as the raw body
 * (`POST /lead/idUpload?id=…&side=front`, Content-Type the file's type), then the document number
 * completes the step (`/lead/documentId`), or the applicant sends it later
 * (`/lead/offer/skip-document-upload`). Only type, size and a SHA-256 are kept, never the bytes.
 */
export function registerAfterOfferDocumentRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc, store } = deps;
  const uploading = [AfterOfferState.idUpload];
  const now = () => (deps.now ?? (() => new Date()))();

  void app.register((scope, _options, done) => {
    // Scoped to this plugin: only the upload route takes raw file bodies.
    scope.addContentTypeParser(
      documentContentTypes,
      { parseAs: 'buffer', bodyLimit: maxDocumentBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Querystring: { id: string; side: Side }; Body: Buffer }>(
      '/lead/idUpload',
      { schema: operationSchema(doc, 'post', '/lead/idUpload'), bodyLimit: maxDocumentBytes },
      async (request, reply) => {
        const lead = leadAtStep(deps, request.query.id, uploading, '/lead/idUpload', reply);
        if (!lead) return reply;
        const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '';
        const body = request.body;
        if (Buffer.isBuffer(body) && body.length === 0) {
          return reply.code(400).send({ message: 'The file is empty', error: 'empty_file' });
        }
        // Fastify's own text and JSON parsers hand over strings and objects: not a document either.
        if (!Buffer.isBuffer(body) || !signatures[contentType]?.(body)) {
          return reply.code(415).send({
            message: `The file is not a ${contentType}; send a JPEG, PNG, WebP image or a PDF`,
            error: 'unsupported_file',
          });
        }
        const stored = {
          side: request.query.side,
          contentType,
          size: body.length,
          sha256: createHash('sha256').update(body).digest('hex'),
          uploadedAt: now().toISOString(),
        };
        store.saveDocument(lead.id, stored);
        request.log.info(
          { leadId: lead.id, side: stored.side, size: stored.size },
          'Document uploaded',
        );
        return reply.code(201).send(stored);
      },
    );
    done();
  });

  app.get<{ Querystring: { id: string } }>(
    '/lead/idUpload',
    { schema: operationSchema(doc, 'get', '/lead/idUpload') },
    async (request, reply) => {
      const lead = deps.leads.current(request.query.id);
      if (!lead) return reply.code(404).send({ message: 'Lead not found' });
      return { documents: store.documents(lead.id) };
    },
  );

  app.post<{ Body: JsonObject & { id: string } }>(
    '/lead/documentId',
    { schema: operationSchema(doc, 'post', '/lead/documentId') },
    async (request, reply) => {
      const path = '/lead/documentId';
      const lead = leadAtStep(deps, request.body.id, uploading, path, reply);
      if (!lead) return reply;
      const other = sectionOf(request.body, 'otherDetails');
      const number = other['idCardNumber'];
      if (typeof number !== 'string' || !/^[A-Z0-9]{5,20}$/i.test(number.trim())) {
        return reply
          .code(400)
          .send(
            fieldError('otherDetails.idCardNumber', 'must be 5 to 20 letters or digits', 'pattern'),
          );
      }
      if (!store.documents(lead.id).some((document) => document.side === 'front')) {
        return reply
          .code(409)
          .send({ message: 'Upload the front of the document first', error: 'document_missing' });
      }
      return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou), {
        otherDetails: other,
      });
    },
  );

  app.post<{ Body: { id: string } }>(
    '/lead/offer/skip-document-upload',
    { schema: operationSchema(doc, 'post', '/lead/offer/skip-document-upload') },
    async (request, reply) => {
      const path = '/lead/offer/skip-document-upload';
      const lead = leadAtStep(deps, request.body.id, uploading, path, reply);
      if (!lead) return reply;
      return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
    },
  );
}

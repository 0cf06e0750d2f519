import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { State, type JsonObject } from '../lead/types';
import { fieldError, sectionOf } from '../platform/http';
import { addOperation, operationSchema, leadIdLocation } from '../platform/openapi';
import {
  AfterOfferState,
  completeStep,
  leadAtStep,
  nextStateAfter,
  nowOf,
  type AfterOfferDeps,
} from './steps';

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
type UploadRoute = { Querystring: { id: string; side: Side }; Body: Buffer };
type LeadQueryRoute = { Querystring: { id: string } };
type DocumentIdRoute = { Body: JsonObject & { id: string } };
type IdRoute = { Body: { id: string } };

const uploading = [AfterOfferState.idUpload];

/**
 * Identity document: files are uploaded one side at a time as the raw body
 * (`POST /lead/idUpload?id=…&side=front`, Content-Type the file's type), then the document number
 * completes the step (`/lead/documentId`), or the applicant sends it later
 * (`/lead/offer/skip-document-upload`). Only type, size and a SHA-256 are kept, never the bytes.
 */
export function registerAfterOfferDocumentRoutes(app: FastifyInstance, deps: AfterOfferDeps): void {
  const { doc } = deps;
  void app.register((scope, _options, done) => {
    // Scoped to this plugin: only the upload route takes raw file bodies.
    scope.addContentTypeParser(
      documentContentTypes,
      { parseAs: 'buffer', bodyLimit: maxDocumentBytes },
      (_request, body, done) => done(null, body),
    );
    scope.post<UploadRoute>(
      '/lead/idUpload',
      {
        schema: operationSchema(doc, 'post', '/lead/idUpload'),
        config: { leadIdAt: leadIdLocation(doc, 'post', '/lead/idUpload') },
        bodyLimit: maxDocumentBytes,
      },
      (request, reply) => uploadDocument(deps, request, reply),
    );
    done();
  });
  addOperation<LeadQueryRoute>(app, doc, 'get', '/lead/idUpload', (request, reply) =>
    listDocuments(deps, request, reply),
  );
  addOperation<DocumentIdRoute>(app, doc, 'post', '/lead/documentId', (request, reply) =>
    saveDocumentId(deps, request, reply),
  );
  addOperation<IdRoute>(app, doc, 'post', '/lead/offer/skip-document-upload', (request, reply) =>
    skipDocument(deps, request, reply),
  );
}

/** One side of the document, checked by its first bytes; only its fingerprint is stored. */
async function uploadDocument(
  deps: AfterOfferDeps,
  request: FastifyRequest<UploadRoute>,
  reply: FastifyReply,
) {
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
    uploadedAt: nowOf(deps).toISOString(),
  };
  deps.store.saveDocument(lead.id, stored);
  request.log.info({ leadId: lead.id, side: stored.side, size: stored.size }, 'Document uploaded');
  return reply.code(201).send(stored);
}

async function listDocuments(
  deps: AfterOfferDeps,
  request: FastifyRequest<LeadQueryRoute>,
  reply: FastifyReply,
) {
  const lead = deps.leads.current(request.query.id);
  if (!lead) return reply.code(404).send({ message: 'Lead not found' });
  return { documents: deps.store.documents(lead.id) };
}

/** The document number completes the step, once the front is uploaded. */
async function saveDocumentId(
  deps: AfterOfferDeps,
  request: FastifyRequest<DocumentIdRoute>,
  reply: FastifyReply,
) {
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
  if (!deps.store.documents(lead.id).some((document) => document.side === 'front')) {
    return reply
      .code(409)
      .send({ message: 'Upload the front of the document first', error: 'document_missing' });
  }
  return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou), {
    otherDetails: other,
  });
}

async function skipDocument(
  deps: AfterOfferDeps,
  request: FastifyRequest<IdRoute>,
  reply: FastifyReply,
) {
  const path = '/lead/offer/skip-document-upload';
  const lead = leadAtStep(deps, request.body.id, uploading, path, reply);
  if (!lead) return reply;
  return completeStep(deps, request, lead, path, nextStateAfter(lead, State.thankYou));
}

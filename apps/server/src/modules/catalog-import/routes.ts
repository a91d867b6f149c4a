import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CATALOG_IMPORT_LIMITS,
  catalogFileName,
  catalogImportContract as contract,
  importMessage,
  TABLE_CONTENT_TYPES,
  type CatalogKind,
  type TableFormat,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { contractRoutes, type EndpointRoute } from '../../lib/routes.ts';
import { currentAuth } from '../auth/service.ts';
import { checkImport, exportFile, runImport, templateFile } from './service.ts';
import { tooLarge } from './table-file.ts';

const FORMAT_OF_TYPE = new Map<string, TableFormat>(
  Object.entries(TABLE_CONTENT_TYPES).map(([format, type]) => [type, format as TableFormat]),
);

/** The upload's format, told by its Content-Type; anything else is the wrong type of file. */
function uploadedFile(req: FastifyRequest) {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const format = FORMAT_OF_TYPE.get(type);
  if (!format || !Buffer.isBuffer(req.body)) throw badRequest(importMessage('wrongType'));
  return { format, file: req.body };
}

const bodyLimit = CATALOG_IMPORT_LIMITS.bytes;

/** A declared size over the limit is refused before a byte is read. */
const refuseLarge = async (req: FastifyRequest) => {
  if (Number(req.headers['content-length'] ?? 0) > bodyLimit) throw tooLarge();
};

const sendFile = (reply: FastifyReply, bytes: Buffer, format: TableFormat, name: string) =>
  reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : TABLE_CONTENT_TYPES.xlsx)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(bytes);

/** The four handlers of one kind (both kinds' endpoints have the same arguments and answers). */
function kindRoutes(deps: AppDeps, kind: CatalogKind) {
  const template: EndpointRoute<typeof contract.productTemplate> = {
    handler: async (req, reply) =>
      sendFile(
        reply,
        await templateFile(kind, req.query.format),
        req.query.format,
        catalogFileName(kind, 'template', req.query.format),
      ),
  };
  const exported: EndpointRoute<typeof contract.productExport> = {
    handler: async (req, reply) =>
      sendFile(
        reply,
        await exportFile(deps, currentAuth(req), kind, req.query.fkBusinessId, req.query.format),
        req.query.format,
        catalogFileName(kind, 'export', req.query.format),
      ),
  };
  const check: EndpointRoute<typeof contract.productImportCheck> = {
    bodyLimit,
    onRequest: refuseLarge,
    handler: async (req) =>
      ok(
        await checkImport(deps, currentAuth(req), {
          kind,
          fkBusinessId: req.query.fkBusinessId,
          ...uploadedFile(req),
        }),
      ),
  };
  const run: EndpointRoute<typeof contract.productImport> = {
    bodyLimit,
    onRequest: refuseLarge,
    handler: async (req) => {
      const result = await runImport(
        deps,
        deps.storage,
        currentAuth(req),
        { kind, fkBusinessId: req.query.fkBusinessId, ...uploadedFile(req) },
        (err) => req.log.error({ err }, 'removing images failed'),
      );
      return ok(result, importMessage('imported', { ...result }));
    },
  };
  return { template, exported, check, run };
}

/**
 * Catalogue import and export (docs/decisions/020-catalogue-import.md) on /api/userAdmin/product
 * and /api/userAdmin/service: importTemplate and export (GET, a CSV or .xlsx file), importCheck
 * (POST the file: the report, nothing written) and import (POST the same file: written in one
 * transaction). The file is the raw request body, as image uploads are (modules/uploads), with its
 * own size limit.
 */
export const catalogImportRoutes = contractRoutes(contract, (deps, app) => {
  // Raw table bodies for this plugin's routes only (not wrapped in fastify-plugin).
  app.addContentTypeParser(
    [...FORMAT_OF_TYPE.keys()],
    { parseAs: 'buffer', bodyLimit },
    (_req, body, done) => done(null, body),
  );
  // Any other declared type: refused in the import's words, before its body is read.
  app.addContentTypeParser('*', (_req, _payload, done) =>
    done(badRequest(importMessage('wrongType'))),
  );
  const product = kindRoutes(deps, 'product');
  const service = kindRoutes(deps, 'service');
  return {
    productTemplate: product.template,
    productExport: product.exported,
    productImportCheck: product.check,
    productImport: product.run,
    serviceTemplate: service.template,
    serviceExport: service.exported,
    serviceImportCheck: service.check,
    serviceImport: service.run,
  };
});

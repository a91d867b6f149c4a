import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_IMPORT_ANSWERS as answers,
  CATALOGUE_IMPORT_LIMITS,
  CATALOGUE_KINDS,
  catalogueFileName,
  catalogueFileQuery,
  catalogueTemplateQuery,
  idParam,
  importMessage,
  TABLE_CONTENT_TYPES,
  type TableFormat,
} from '@haat/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { badRequest } from '../../lib/http-error.ts';
import { currentAuth } from '../auth/service.ts';
import { checkImport, exportFile, runImport, templateFile } from './service.ts';
import { tooLarge } from './table-file.ts';

const uploadQuery = z.object({ fkBusinessId: idParam });

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

/**
 * Issue 24 §2 on /api/userAdmin/product and /api/userAdmin/service: importTemplate and export
 * (GET, a CSV or .xlsx file), importCheck (POST the file: the report, nothing written) and import
 * (POST the same file: written in one transaction). The file is the raw request body, as image
 * uploads are (modules/uploads), with its own size limit.
 */
export async function catalogueImportRoutes(app: FastifyInstance, deps: AppDeps) {
  const storage = deps.storage;
  const bodyLimit = CATALOGUE_IMPORT_LIMITS.bytes;
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
  // A declared size over the limit is refused before a byte is read.
  const refuseLarge = async (req: FastifyRequest) => {
    if (Number(req.headers['content-length'] ?? 0) > bodyLimit) throw tooLarge();
  };

  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of CATALOGUE_KINDS) {
    const base = `/api/userAdmin/${kind}`;
    const schema = { tags: [`${kind}s`], security: [{ bearer: [] }] };
    const sendFile = (reply: FastifyReply, bytes: Buffer, format: TableFormat, name: string) =>
      reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : TABLE_CONTENT_TYPES.xlsx,
        )
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(bytes);

    r.get(
      `${base}/importTemplate`,
      {
        schema: { ...schema, querystring: catalogueTemplateQuery, response: { 200: answers.file } },
      },
      async (req, reply) =>
        sendFile(
          reply,
          await templateFile(kind, req.query.format),
          req.query.format,
          catalogueFileName(kind, 'template', req.query.format),
        ),
    );
    r.get(
      `${base}/export`,
      { schema: { ...schema, querystring: catalogueFileQuery, response: { 200: answers.file } } },
      async (req, reply) =>
        sendFile(
          reply,
          await exportFile(deps, currentAuth(req), kind, req.query.fkBusinessId, req.query.format),
          req.query.format,
          catalogueFileName(kind, 'export', req.query.format),
        ),
    );
    r.post(
      `${base}/importCheck`,
      {
        bodyLimit,
        onRequest: refuseLarge,
        schema: { ...schema, querystring: uploadQuery, response: { 200: answers.check } },
      },
      async (req) =>
        ok(
          await checkImport(deps, currentAuth(req), {
            kind,
            fkBusinessId: req.query.fkBusinessId,
            ...uploadedFile(req),
          }),
        ),
    );
    r.post(
      `${base}/import`,
      {
        bodyLimit,
        onRequest: refuseLarge,
        schema: { ...schema, querystring: uploadQuery, response: { 200: answers.imported } },
      },
      async (req) => {
        const result = await runImport(
          deps,
          storage,
          currentAuth(req),
          { kind, fkBusinessId: req.query.fkBusinessId, ...uploadedFile(req) },
          (err) => req.log.error({ err }, 'removing images failed'),
        );
        return ok(result, importMessage('imported', { ...result }));
      },
    );
  }
}

import { z } from 'zod';
import type { MessageKey } from '../message-keys.ts';
import { idParam } from '../schemas/businesses.ts';
import {
  CATALOG_IMPORT_ANSWERS,
  catalogFileQuery,
  catalogTemplateQuery,
} from '../schemas/catalog-import.ts';
import { endpoint } from './endpoint.ts';

/** The business an uploaded file is for. */
const uploadQuery = z.object({ fkBusinessId: idParam });

/** What an uploaded file can be refused with before its rows are read. */
const FILE_MESSAGES = [
  'msg.idRequired',
  'importMsg.wrongType',
  'importMsg.tooLarge',
  'importMsg.notATable',
  'importMsg.empty',
  'importMsg.tooManyRows',
] as const satisfies readonly MessageKey[];

/**
 * Catalogue import and export (docs/decisions/020-catalogue-import.md) on /userAdmin/product and
 * /userAdmin/service: importTemplate and export (a CSV or
 * .xlsx file), importCheck (the file as the raw body: the report, nothing written) and import
 * (the same file: written in one transaction).
 */
const catalogEndpoints = <const K extends 'product' | 'service'>(kind: K) => {
  const common = { tags: [`${kind}s`], signedIn: true } as const;
  return {
    template: endpoint({
      method: 'GET',
      path: `/userAdmin/${kind}/importTemplate`,
      input: catalogTemplateQuery,
      answers: { 200: CATALOG_IMPORT_ANSWERS.file },
      messages: [],
      ...common,
    }),
    export: endpoint({
      method: 'GET',
      path: `/userAdmin/${kind}/export`,
      input: catalogFileQuery,
      answers: { 200: CATALOG_IMPORT_ANSWERS.file },
      messages: ['msg.idRequired'],
      ...common,
    }),
    check: endpoint({
      method: 'POST',
      path: `/userAdmin/${kind}/importCheck`,
      fileBody: true,
      input: uploadQuery,
      answers: { 200: CATALOG_IMPORT_ANSWERS.check },
      messages: FILE_MESSAGES,
      ...common,
    }),
    import: endpoint({
      method: 'POST',
      path: `/userAdmin/${kind}/import`,
      fileBody: true,
      input: uploadQuery,
      answers: { 200: CATALOG_IMPORT_ANSWERS.imported },
      messages: [...FILE_MESSAGES, 'importMsg.hasProblems'],
      ...common,
    }),
  };
};

const products = catalogEndpoints('product');
const services = catalogEndpoints('service');

/** A business's products or services as a file, and back (both kinds, by name). */
export const catalogImportContract = {
  productTemplate: products.template,
  productExport: products.export,
  productImportCheck: products.check,
  productImport: products.import,
  serviceTemplate: services.template,
  serviceExport: services.export,
  serviceImportCheck: services.check,
  serviceImport: services.import,
};

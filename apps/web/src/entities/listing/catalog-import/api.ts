import { useEffect, useState } from 'react';
import {
  catalogFileName,
  TABLE_CONTENT_TYPES,
  type CatalogKind,
  type ImportProgress,
  type TableFormat,
} from '@haat/shared';
import { catalogImportContract as contract } from '@haat/shared/endpoints';
import { api, downloadEndpoint } from '@/lib/api-client.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { subscribeLiveEvents } from '@/lib/live-events.ts';
import { saveFile } from '@/lib/save-file.ts';

// A business's products or services as a CSV or Excel file, and back.

/** The file's format by its name (a browser's own type for .csv differs by system). */
export function tableFormatOf(fileName: string): TableFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

export async function downloadTemplate(kind: CatalogKind, format: TableFormat) {
  const blob =
    kind === 'product'
      ? await downloadEndpoint(contract.productTemplate, { format })
      : await downloadEndpoint(contract.serviceTemplate, { format });
  saveFile(blob, catalogFileName(kind, 'template', format));
}

export async function exportListings(kind: CatalogKind, fkBusinessId: string, format: TableFormat) {
  const blob =
    kind === 'product'
      ? await downloadEndpoint(contract.productExport, { fkBusinessId, format })
      : await downloadEndpoint(contract.serviceExport, { fkBusinessId, format });
  saveFile(blob, catalogFileName(kind, 'export', format));
}

/** The file as the raw body, its format told by its name; the arguments go in the query. */
const upload = (file: File) => ({
  file: { body: file, type: TABLE_CONTENT_TYPES[tableFormatOf(file.name) ?? 'csv'] },
  // The dialog shows the server's words itself, in the seller's language.
  toast: false,
});

/** Checks a file: the report, nothing written. */
export const checkImport = (kind: CatalogKind, fkBusinessId: string, file: File) =>
  kind === 'product'
    ? api(contract.productImportCheck, { fkBusinessId }, upload(file))
    : api(contract.serviceImportCheck, { fkBusinessId }, upload(file));

/** Imports a checked file in one go. */
export const runImport = (kind: CatalogKind, fkBusinessId: string, file: File) =>
  kind === 'product'
    ? api(contract.productImport, { fkBusinessId }, upload(file))
    : api(contract.serviceImport, { fkBusinessId }, upload(file));

/** The running import's progress from the live event stream, while `active`. */
export function useImportProgress(active: boolean) {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    const token = getToken();
    if (!active || !token) return;
    const stop = subscribeLiveEvents(token, (message) => {
      if (message.type === 'import-progress') setProgress(message.progress);
    });
    return () => {
      stop();
      setProgress(null);
    };
  }, [active]);
  return progress;
}

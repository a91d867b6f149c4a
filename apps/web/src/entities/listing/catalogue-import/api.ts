import { useEffect, useState } from 'react';
import {
  catalogueFileName,
  TABLE_CONTENT_TYPES,
  type CatalogueKind,
  type ImportProgress,
  type ImportReport,
  type ImportResult,
  type TableFormat,
} from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import { getToken } from '@/lib/auth-storage.ts';
import { subscribeLiveEvents } from '@/lib/live-events.ts';
import { saveFile } from '@/lib/save-file.ts';

// Issue 24 §2: a business's products or services as a CSV or Excel file, and back.

const base = (kind: CatalogueKind) => `/userAdmin/${kind}`;

/** The file's format by its name (a browser's own type for .csv differs by system). */
export function tableFormatOf(fileName: string): TableFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

export async function downloadTemplate(kind: CatalogueKind, format: TableFormat) {
  const blob = await api.download(`${base(kind)}/importTemplate`, { format });
  saveFile(blob, catalogueFileName(kind, 'template', format));
}

export async function exportListings(
  kind: CatalogueKind,
  fkBusinessId: string,
  format: TableFormat,
) {
  const blob = await api.download(`${base(kind)}/export`, { fkBusinessId, format });
  saveFile(blob, catalogueFileName(kind, 'export', format));
}

const upload = <T>(
  call: 'importCheck' | 'import',
  kind: CatalogueKind,
  fkBusinessId: string,
  file: File,
) =>
  api.postFile<T>(
    `${base(kind)}/${call}`,
    { fkBusinessId },
    { body: file, type: TABLE_CONTENT_TYPES[tableFormatOf(file.name) ?? 'csv'] },
    // The dialog shows the server's words itself, in the seller's language.
    { toast: false },
  );

/** Checks a file: the report, nothing written. */
export const checkImport = (kind: CatalogueKind, fkBusinessId: string, file: File) =>
  upload<ImportReport>('importCheck', kind, fkBusinessId, file);

/** Imports a checked file in one go. */
export const runImport = (kind: CatalogueKind, fkBusinessId: string, file: File) =>
  upload<ImportResult>('import', kind, fkBusinessId, file);

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

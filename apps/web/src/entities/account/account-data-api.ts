import { accountDataContract } from '@haat/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { api, downloadEndpoint, endpointQuery } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { indiaToday } from '@/lib/india-time.ts';

// A seller's copy of their data and the request to delete their account
// (docs/decisions/037-personal-data.md).

/** Downloads the ZIP and hands it to the browser; failures are the caller's to show. */
export async function downloadMyData() {
  const zip = await downloadEndpoint(accountDataContract.myData, undefined, { toast: false });
  saveFile(zip, `haat-my-data-${indiaToday()}.zip`);
}

/**
 * Asks for the deletion once the account's phone is verified (type DeleteAccount); answers when
 * it will happen. No toast: the dialog shows failures where the code was typed.
 */
export const requestAccountDeletion = () =>
  api(accountDataContract.requestDeletion, undefined, { toast: false });

/** How long a deletion waits (the server's setting), read when the dialog opens. */
export const useDeletionTerms = (enabled: boolean) =>
  useQuery({ ...endpointQuery(accountDataContract.deletionTerms, undefined), enabled });

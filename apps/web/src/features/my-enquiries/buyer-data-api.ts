import { buyerDataContract } from '@haat/shared/endpoints';
import { api, downloadEndpoint } from '@/lib/api-client.ts';
import { indiaToday } from '@/lib/india-time.ts';
import { saveFile } from '@/lib/save-file.ts';

// A buyer's copy of what Haat keeps about their phone, and its erasure, on My enquiries' proof
// (docs/decisions/037-personal-data.md). Both are POSTs: the proof never sits in an address.

/** Downloads the ZIP and hands it to the browser; failures are the caller's to show. */
export async function downloadBuyerData(proof: string) {
  const zip = await downloadEndpoint(buyerDataContract.myData, { proof }, { toast: false });
  saveFile(zip, `haat-my-data-${indiaToday()}.zip`);
}

/** Erases the proved phone everywhere; the API client shows a refusal in the server's words. */
export const eraseBuyerPhone = (proof: string) =>
  api(buyerDataContract.erase, { proof, confirm: true });

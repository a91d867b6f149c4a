import type { BuyerProof } from '@haat/shared';

// The buyer's proof of their phone (docs/decisions/031-buyer-enquiries.md), kept in
// the tab's sessionStorage: it goes when the tab is closed (a shared phone's next user does not
// find it) or on Sign out, and never travels by itself to the server (no cookie to forge a
// request with). The server refuses it after 24 hours anyway.

const KEY = 'haat.buyerProof';

/**
 * The business page's address parameter that opens its review form (My enquiries' "Rate …"):
 * with a proof of the phone kept here, the review goes without a second code.
 */
export const RATE_PARAM = 'rate';

export type StoredProof = BuyerProof & { phoneNo: string };

export function readProof(now = Date.now()): StoredProof | null {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const proof = JSON.parse(raw) as StoredProof;
    if (!proof.proof || Date.parse(proof.provedUntil) <= now) {
      window.sessionStorage.removeItem(KEY);
      return null;
    }
    return proof;
  } catch {
    return null;
  }
}

export function storeProof(proof: StoredProof) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(proof));
  } catch {
    // Storage refused (a private window's quota): the page keeps it in memory for this visit.
  }
}

export function forgetProof() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

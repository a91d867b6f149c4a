import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Position } from '@haat/shared';
import { proveBuyerPhone, requestBuyerOtp } from '@/entities/otp/buyer-otp.ts';
import { requirementPagePath } from '@/entities/requirement/requirement-path.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { isApiError } from '@/lib/api-errors.ts';
import { useAuth } from '@/lib/auth-storage.ts';
import { forgetProof, readProof, storeProof } from '@/lib/buyer-proof.ts';
import { localizeAnswer } from '@/lib/messages.ts';
import { showApiErrorToast } from '@/lib/show-api-error.ts';
import { useSingleFlight } from '@/lib/single-flight.ts';
import { showToast } from '@/lib/toast.ts';
import { createRequirement, requirementKey } from './api.ts';
import { requirementBody, type RequirementValues } from './components/requirement-form.tsx';
import { createdMessage } from './created-message.ts';

type Pending = { values: RequirementValues; position: Position | null };

/**
 * Sending a requirement: with the phone proved today in this tab (My enquiries' proof),
 * or by a signed-in seller with their own account phone, it goes at once; otherwise a code goes
 * to the phone first (My enquiries' code), and once it is verified the day's proof sends it. The
 * answer's proof is kept, so the requirement's page and My enquiries open without a second code.
 */
export function useSendRequirement() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isLoggedIn, userData } = useAuth();
  const { busy, run } = useSingleFlight();
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [sentAt, setSentAt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The values sent: the code step's phone, and the form again after Change number.
  const pending = useRef<Pending | null>(null);
  const [kept, setKept] = useState<Pending | null>(null);

  const askCode = async (phoneNo: string) => {
    try {
      await requestBuyerOtp(phoneNo);
    } catch {
      return; // the client showed why ('Please wait … seconds', no network)
    }
    showToast('success', t('authMsg.otpSent'));
    setSentAt(Date.now());
    setStep('otp');
  };

  const post = async ({ values, position }: Pending, proof: string | undefined) => {
    const { kind, when, ...body } = requirementBody(values, position);
    if (!kind || !when) return; // the form's rules ask for both before it submits
    let answer;
    try {
      answer = await createRequirement({ ...body, kind, when, proof });
    } catch (error) {
      if (isApiError(error) && error.code === 403) {
        // The proof ran out or was refused: a new code proves the phone again.
        forgetProof();
        await askCode(values.phoneNo);
        return;
      }
      if (isApiError(error) && error.code === 400 && error.message) {
        setStep('form');
        setRefusal(localizeAnswer(error));
        return;
      }
      showApiErrorToast(error);
      return;
    }
    storeProof({ ...answer.proof, phoneNo: values.phoneNo });
    queryClient.setQueryData(requirementKey(answer.requirement._id), answer.requirement);
    const said = createdMessage(answer);
    showToast(said.tone, t(said.key, { count: said.count }));
    void navigate(requirementPagePath(answer.requirement._id));
  };

  /** The form's submit: sends, or asks for the code first. */
  const send = (values: RequirementValues, position: Position | null) =>
    run(async () => {
      setRefusal(null);
      pending.current = { values, position };
      setKept(pending.current);
      const stored = readProof();
      const proof = stored?.phoneNo === values.phoneNo ? stored.proof : undefined;
      const ownPhone = isLoggedIn && userData?.phoneNo === values.phoneNo;
      if (proof || ownPhone) {
        await post(pending.current, proof);
        return;
      }
      await askCode(values.phoneNo);
    });

  /** The code is verified: the day's proof, then the requirement. */
  const verified = async () => {
    const kept = pending.current;
    if (!kept) return;
    let proof;
    try {
      proof = await proveBuyerPhone(kept.values.phoneNo);
    } catch (error) {
      showApiErrorToast(error);
      return;
    }
    storeProof({ ...proof, phoneNo: kept.values.phoneNo });
    await post(kept, proof.proof);
  };

  return {
    step,
    sentAt,
    setSentAt,
    refusal,
    busy,
    kept,
    phoneNo: kept?.values.phoneNo ?? '',
    send,
    verified,
    backToForm: () => setStep('form'),
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { encodePassword, type UpdateProfileInput } from '@haat/shared';
import { authContract, userContract } from '@haat/shared/endpoints';
import { api, endpointKey, endpointQuery } from '@/lib/api-client.ts';
import { getUserData, setUserData, userDataFromSession } from '@/lib/auth-storage.ts';

/** The signed-in user's profile. */
export function useProfile() {
  const profile = endpointQuery(userContract.fetch, undefined);
  return useQuery({
    queryKey: profile.queryKey,
    queryFn: async (context) => {
      const payload = await profile.queryFn!(context);
      // The header's name and logo follow the profile.
      setUserData(userDataFromSession(payload.user, getUserData()));
      return payload;
    },
    select: (payload) => payload.user,
    staleTime: 0,
  });
}

export type { ProfileUpdateAnswer } from '@haat/shared';

/**
 * Saves the profile. No toast on failure: the form puts a contact-number conflict
 * under its field and toasts the rest. On success the cached profile and the stored userData
 * (header name, logo, phone) follow the answer.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, ...profile }: UpdateProfileInput) =>
      api(userContract.update, { ...profile, email: email?.trim() || undefined }, { toast: false }),
    onSuccess: (answer) => {
      queryClient.setQueryData(endpointKey(userContract.fetch), { user: answer.user });
      setUserData(userDataFromSession(answer.user, getUserData()));
    },
  });
}

/** After the logo upload, the profile is read again for its new logo key. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpointKey(userContract.fetch) });
}

/** Changes the password; both passwords trimmed and encoded. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ password, newPassword }: { password: string; newPassword: string }) =>
      api(
        userContract.changePassword,
        { password: encodePassword(password), newPassword: encodePassword(newPassword) },
        { toast: false },
      ),
  });
}

/**
 * Whether a new contact number is free (200 free, 409 taken),
 * asked before an OTP is sent to it. No toast: the form shows a 409 under the field.
 */
export const checkNumberFree = (phoneNo: string) =>
  api(authContract.preRegistration, { phoneNo }, { toast: false });

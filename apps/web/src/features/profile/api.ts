import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { encodePassword, type ProfileUpdateAnswer, type UpdateProfileInput } from '@haat/shared';
import { api } from '@/lib/api-client.ts';
import {
  getUserData,
  setUserData,
  userDataFromSession,
  type SessionUser,
} from '@/lib/auth-storage.ts';

export const profileKeys = {
  me: ['profile', 'me'] as const,
};

/** GET /userAdmin/user/fetch: the signed-in user's profile (spec §7). */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.me,
    queryFn: async ({ signal }) => {
      const payload = await api.get<{ user: SessionUser }>('/userAdmin/user/fetch', undefined, {
        signal,
      });
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
 * PUT /userAdmin/user/update. No toast on failure: the form puts a contact-number conflict
 * under its field and toasts the rest. On success the cached profile and the stored userData
 * (header name, logo, phone) follow the answer.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, ...profile }: UpdateProfileInput) =>
      api.put<ProfileUpdateAnswer>(
        '/userAdmin/user/update',
        { ...profile, email: email?.trim() || undefined },
        { toast: false },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKeys.me, { user: answer.user });
      setUserData(userDataFromSession(answer.user, getUserData()));
    },
  });
}

/** After the logo upload, the profile is read again for its new logo key. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.me });
}

/** PUT /userAdmin/user/changePassword; both passwords trimmed and encoded. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ password, newPassword }: { password: string; newPassword: string }) =>
      api.put<null>(
        '/userAdmin/user/changePassword',
        { password: encodePassword(password), newPassword: encodePassword(newPassword) },
        { toast: false },
      ),
  });
}

/**
 * Whether a new contact number is free (GET /public/user/preRegistration: 200 free, 409 taken),
 * asked before an OTP is sent to it. No toast: the form shows a 409 under the field.
 */
export const checkNumberFree = (phoneNo: string) =>
  api.get<null>('/public/user/preRegistration', { phoneNo }, { toast: false });

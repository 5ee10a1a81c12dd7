import { useMutation } from '@tanstack/react-query';
import { useSession } from '@tutor/session';
import { saveProfile } from '../api/save-profile';

/** Saves the name and phone; the session takes the user the API answers. */
export function useSaveProfile() {
  const setUser = useSession((state) => state.setUser);
  return useMutation({ mutationFn: saveProfile, onSuccess: setUser });
}

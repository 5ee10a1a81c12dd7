import { useMutation } from '@tanstack/react-query';
import { joinTeacher } from '../api/join-teacher';

/** The signed-in student joins the teacher of the invite code. */
export function useJoinTeacher() {
  return useMutation({ mutationFn: joinTeacher });
}

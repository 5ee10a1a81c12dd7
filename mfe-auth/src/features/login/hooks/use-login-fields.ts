import { useCallback, useState } from 'react';
import { LoginStage, ROLE_UNSELECTED, type LoginPayload } from '@tutor/contracts';

export type SetLoginField = <K extends keyof LoginPayload>(
  field: K,
  value: LoginPayload[K],
) => void;

/** The spec's login form: stage, email, first_name, phone, role, password, agree. */
export function useLoginFields(initial: Partial<LoginPayload>): [LoginPayload, SetLoginField] {
  const [fields, setFields] = useState<LoginPayload>({
    stage: LoginStage.Initial,
    email: '',
    first_name: '',
    phone: '',
    role: ROLE_UNSELECTED,
    password: '',
    agree: false,
    ...initial,
  });
  const set = useCallback<SetLoginField>(
    (field, value) => setFields((current) => ({ ...current, [field]: value })),
    [],
  );
  return [fields, set];
}

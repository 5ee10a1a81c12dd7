import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, http } from '@tutor/api-client';
import type { EntryCheckResultView, RegistryEntry } from '@tutor/contracts';
import type { PublishBody, RegistryHistoryPage, RegistryState } from './registry-api.types';

export const REGISTRY_KEY = ['operator', 'registry'] as const;
/** The history's page size, as the API pages it. */
export const REGISTRY_HISTORY_PER_PAGE = 20;

const BASE = '/api/remotes/registry';

/** The live version, the candidate beside it and the refused change, if any. */
export function useRegistry() {
  return useQuery({
    queryKey: REGISTRY_KEY,
    queryFn: async () => (await http.get<RegistryState>(BASE)).data,
  });
}

export function useRegistryHistory(page: number) {
  return useQuery({
    queryKey: [...REGISTRY_KEY, 'versions', page],
    queryFn: async () =>
      (await http.get<RegistryHistoryPage>(`${BASE}/versions`, { params: { page } })).data,
    placeholderData: keepPreviousData,
  });
}

export async function checkEntries(remotes: RegistryEntry[]): Promise<EntryCheckResultView[]> {
  const answer = await http.post<{ results: EntryCheckResultView[] }>(`${BASE}/checks`, {
    remotes,
  });
  return answer.data.results;
}

export async function publishVersion(body: PublishBody): Promise<void> {
  await http.post(`${BASE}/versions`, body);
}

export async function promoteCandidate(): Promise<void> {
  await http.post(`${BASE}/promote`);
}

export async function rollBackCandidate(): Promise<void> {
  await http.post(`${BASE}/rollback`);
}

export async function restoreVersion(id: number, overrideNote?: string): Promise<void> {
  const body = overrideNote === undefined ? {} : { override_note: overrideNote };
  await http.post(`${BASE}/versions/${id}/restore`, body);
}

/** The proposal failed the checks the API ran when publishing or restoring. */
export const isCheckRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === 'checks_failed';

/** Another operator changed the registry meanwhile: what was shown is out of date. */
export const isChangedMeanwhile = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && !isCheckRefusal(error);

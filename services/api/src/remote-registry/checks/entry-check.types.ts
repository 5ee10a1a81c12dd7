export interface EntryCheck {
  kind: 'manifest' | 'cors' | 'routes' | 'shared' | 'integrity';
  ok: boolean;
  message: string;
}

export interface EntryCheckResult {
  name: string;
  ok: boolean;
  checks: EntryCheck[];
}

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NO_FAILURE, toFailure, type FieldErrors, type Failure } from '@tutor/api-client';
import type { MaterialInput, MaterialPage } from '@tutor/contracts';
import { toast } from '@tutor/ui';
import { materialPath } from '../../../config/paths';
import { queryKeys } from '../../../shared/lib/query-keys';
import { createMaterial } from '../api/create-material';
import { updateMaterial } from '../api/update-material';
import type { MaterialPatch } from '../lib/draft';

export interface MaterialSave {
  busy: boolean;
  failure: Failure;
  /** Posts `input` for a new material, patches with `patch` an existing one. */
  save: (input: MaterialInput, patch: MaterialPatch) => Promise<void>;
  /** Errors the browser found before sending, shown like a 422's. */
  refuse: (fields: FieldErrors) => void;
  /** Drops the errors of a field once it is edited. */
  forget: (field: string) => void;
}

/**
 * Saving a material: a new one is posted, an existing one patched; either way the page of
 * the material opens next (where a new one is published). `allowLeave` is called first.
 */
export function useMaterialSave(
  material: MaterialPage | null,
  allowLeave: () => void,
): MaterialSave {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const save = async (input: MaterialInput, patch: MaterialPatch) => {
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      const saved =
        material === null ? await createMaterial(input) : await updateMaterial(material.id, patch);
      client.setQueryData(queryKeys.material(saved.id), saved);
      void client.invalidateQueries({ queryKey: queryKeys.catalogues });
      toast.success(material === null ? t('created') : t('saved'));
      allowLeave();
      await navigate(materialPath(saved.id));
    } catch (caught) {
      setFailure(toFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  const forget = (field: string) =>
    setFailure((current) => {
      const stale = Object.keys(current.fields).filter(
        (path) => path === field || path.startsWith(`${field}.`),
      );
      if (stale.length === 0) return current;
      const fields = { ...current.fields };
      for (const path of stale) delete fields[path];
      return { ...current, fields };
    });

  return {
    busy,
    failure,
    save,
    refuse: (fields) => setFailure({ fields, error: null }),
    forget,
  };
}

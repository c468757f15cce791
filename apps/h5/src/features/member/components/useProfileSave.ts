import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { hasAppHistory, useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { useMember } from '../../../shared/state/member';
import { memberKeys, type MemberProfile } from '../member.api';
import type { FormError } from '../model/profile';
import { pagePath } from '../../../shared/pages';

/** Back to where the shopper came from (normally the info page); the info page when opened directly. */
export const useBackToInfo = (): (() => void) => {
  const { go, back } = useGo();
  return useCallback(() => {
    if (hasAppHistory()) back();
    else go(pagePath('memberInfo'), { replace: true });
  }, [go, back]);
};

export interface SaveOptions {
  /** Success toast (i18n key); default profile.saved. */
  successKey?: string;
  /** Fields changed, written into the cached member info at once (the refetch confirms them). */
  patch?: Partial<MemberProfile>;
  /** Stay on the page (multi-step forms); default: go back. */
  stay?: boolean;
}

/**
 * Runs one save at a time (double taps are ignored while it is in flight). On success: the member info
 * cache (query and shell store) is patched and invalidated, a success toast shows and the page goes back.
 * A failed call's message was already shown by the request client; the promise resolves false then.
 */
export const useProfileSave = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const backToInfo = useBackToInfo();
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  /** Shows a validation failure as a toast; true when there was one. */
  const refuse = useCallback(
    (e: FormError | null): boolean => {
      if (!e) return false;
      void toast(t(e.key, e.values));
      return true;
    },
    [t],
  );

  const run = useCallback(
    async <T>(call: () => Promise<T>, opts: SaveOptions = {}): Promise<T | false> => {
      if (busy.current) return false;
      busy.current = true;
      setSubmitting(true);
      let result: T;
      try {
        result = await call();
      } catch {
        return false;
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
      if (opts.patch) {
        const patch = opts.patch;
        queryClient.setQueryData<MemberProfile | null>(memberKeys.info(), (old) => (old ? { ...old, ...patch } : old));
        const stored = useMember.getState().member;
        if (stored) useMember.getState().setMember({ ...stored, ...patch });
      }
      void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
      if (!opts.stay) {
        void toast(t(opts.successKey ?? 'profile.saved'), { icon: 'success', position: 'center' });
        backToInfo();
      }
      return result;
    },
    [queryClient, t, backToInfo],
  );

  /** Marks the form busy while a non-saving step (sending a code, checking it) runs; same guard. */
  const step = useCallback(async <T>(call: () => Promise<T>): Promise<T | false> => {
    if (busy.current) return false;
    busy.current = true;
    setSubmitting(true);
    try {
      return await call();
    } catch {
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, []);

  return { submitting, run, step, refuse };
};

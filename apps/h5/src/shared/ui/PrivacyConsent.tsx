import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { create } from 'zustand';
import s from './PrivacyConsent.module.css';

/**
 * Privacy consent (spec §4, mini-program host behaviour). A feature that touches personal data asks
 * `requestConsent()`. When the host requires authorisation, the popup of the current page shows; requests
 * queue until the shopper answers: agree resolves every pending request with 'agree' and closes; disagree
 * resolves them with 'disagree', closes and shows a notice modal. Only one popup is open at a time
 * (opening one closes the others). The H5 host needs no authorisation, so consent is agreed at once.
 */
export type ConsentResult = 'agree' | 'disagree';

export interface PrivacyState {
  /** Mounted popups, most recent last (the current page's is the one that opens). */
  instances: string[];
  /** The instance whose popup is open. */
  openId: string | null;
  /** Contract name of the open request (default: 用户隐私保护指引). */
  contractName: string | null;
  /** Requests waiting for the answer. */
  pending: Array<(r: ConsentResult) => void>;
  /** The instance showing the "not agreed" modal. */
  refusedId: string | null;
}

export const usePrivacyConsent = create<PrivacyState>()(() => ({
  instances: [],
  openId: null,
  contractName: null,
  pending: [],
  refusedId: null,
}));

/** The H5 host never asks for privacy authorisation (a mini-program host would). */
export const hostNeedsAuthorization = (): boolean => false;

export interface ConsentRequest {
  /** Whether the host requires authorisation now; default `hostNeedsAuthorization()` (false in H5). */
  needAuthorization?: boolean;
  /** Which popup opens; default the most recently mounted one. */
  owner?: string;
  contractName?: string;
}

const openFor = (owner: string | undefined, contractName?: string): void => {
  const st = usePrivacyConsent.getState();
  const id = owner ?? st.instances[st.instances.length - 1] ?? null;
  // a single openId: opening one popup closes the others
  usePrivacyConsent.setState({ openId: id, contractName: contractName ?? st.contractName, refusedId: null });
};

/** Asks for consent; resolves 'agree' at once when no authorisation is needed. */
export const requestConsent = (req: ConsentRequest = {}): Promise<ConsentResult> => {
  const need = req.needAuthorization ?? hostNeedsAuthorization();
  if (!need) return Promise.resolve('agree');
  return new Promise<ConsentResult>((resolve) => {
    usePrivacyConsent.setState((st) => ({ pending: [...st.pending, resolve] }));
    openFor(req.owner, req.contractName);
  });
};

/** The shopper's answer: resolves every pending request, closes the popup; a refusal shows the notice. */
export const answerConsent = (result: ConsentResult): void => {
  const st = usePrivacyConsent.getState();
  const pending = st.pending;
  usePrivacyConsent.setState({
    pending: [],
    openId: null,
    contractName: null,
    refusedId: result === 'disagree' ? st.openId : null,
  });
  for (const resolve of pending) resolve(result);
};

export interface PrivacyConsentProps {
  /** Stable id (default: generated). */
  id?: string;
  /** Opens the full contract (a mini-program host API); without it the name is plain text. */
  onOpenContract?: () => void;
}

/** The consent popup of one page; mount it where consent may be asked. */
export function PrivacyConsent({ id, onOpenContract }: PrivacyConsentProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const me = id ?? autoId;
  const open = usePrivacyConsent((st) => st.openId === me);
  const refused = usePrivacyConsent((st) => st.refusedId === me);
  const contractName = usePrivacyConsent((st) => st.contractName) ?? t('privacy.contractName');
  const agreeRef = useRef<HTMLButtonElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    usePrivacyConsent.setState((st) => ({ instances: [...st.instances.filter((x) => x !== me), me] }));
    // requests made before any popup was mounted open this one
    const st = usePrivacyConsent.getState();
    if (st.pending.length && st.openId === null) openFor(me);
    return () => {
      usePrivacyConsent.setState((cur) => ({
        instances: cur.instances.filter((x) => x !== me),
        openId: cur.openId === me ? null : cur.openId,
        refusedId: cur.refusedId === me ? null : cur.refusedId,
      }));
      const after = usePrivacyConsent.getState();
      // a page leaving with an open popup hands the questions to the previous page's popup
      if (after.pending.length && after.openId === null && after.instances.length) openFor(undefined);
    };
  }, [me]);

  useEffect(() => {
    if (open) agreeRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (refused) okRef.current?.focus();
  }, [refused]);

  const name = t('privacy.contract', { name: contractName });
  return (
    <>
      {open && (
        <div className={s.mask} data-testid="privacy-consent">
          <div className={s.sheet} role="dialog" aria-modal="true" aria-labelledby={`${me}-title`}>
            <h2 id={`${me}-title`} className={s.title}>
              {t('privacy.title')}
            </h2>
            <p className={s.text}>
              {t('privacy.before')}
              {onOpenContract ? (
                <button type="button" className={s.contract} onClick={onOpenContract}>
                  {name}
                </button>
              ) : (
                <span className={s.contractText}>{name}</span>
              )}
              {t('privacy.after')}
            </p>
            <div className={s.actions}>
              <button type="button" className={s.disagree} onClick={() => answerConsent('disagree')} data-testid="privacy-disagree">
                {t('privacy.disagree')}
              </button>
              <button
                ref={agreeRef}
                type="button"
                className={s.agree}
                onClick={() => answerConsent('agree')}
                data-testid="privacy-agree"
              >
                {t('privacy.agree')}
              </button>
            </div>
          </div>
        </div>
      )}
      {refused && (
        <div className="m-modal-mask">
          <div className="m-modal" role="alertdialog" aria-modal="true" aria-labelledby={`${me}-refused`} data-testid="privacy-refused">
            <h2 id={`${me}-refused`} className="m-modal__title">
              {t('privacy.refusedTitle')}
            </h2>
            <p className="m-modal__content">{t('privacy.refused')}</p>
            <div className="m-modal__footer">
              <button
                ref={okRef}
                type="button"
                className="m-modal__button"
                onClick={() => usePrivacyConsent.setState({ refusedId: null })}
              >
                {t('common.ok')}
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

export default PrivacyConsent;

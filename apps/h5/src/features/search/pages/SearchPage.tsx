import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Dialog, SearchBar } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { defaultWordQuery, hotWordsQuery, suggestQuery } from '../search.api';
import { clearHistory, readHistory, rememberWord } from '../model/history';
import s from './SearchPage.module.css';

const SUGGEST_DELAY_MS = 250;

/** The value after it stopped changing for `ms`. */
const useDebounced = (value: string, ms: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
};

/**
 * Search page (`/otherpages/goods/search/search`): the box shows the operator's default word, recent
 * searches (local, newest first, clearable), popular words from the server, and suggestions while typing.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const [input, setInput] = useState('');
  const [history, setHistory] = useState<string[]>(() => readHistory());
  const hot = useQuery(hotWordsQuery());
  const defaultWord = useQuery(defaultWordQuery());
  const typed = useDebounced(input.trim(), SUGGEST_DELAY_MS);
  const suggest = useQuery(suggestQuery(typed));

  const search = (word: string) => {
    const w = word.trim() || defaultWord.data || '';
    if (!w) return void toast(t('search.enterKeyword'));
    setHistory(rememberWord(w));
    go('goodsList', { keyword: w });
  };

  const confirmClear = async () => {
    const ok = await Dialog.confirm({
      content: t('search.clearConfirm'),
      confirmText: t('search.clear'),
      cancelText: t('search.cancel'),
    });
    if (!ok) return;
    clearHistory();
    setHistory([]);
  };

  const showSuggestions = input.trim() !== '';

  return (
    <div className={s.page}>
      <div className={`m-search-row ${s.searchRow}`}>
        <SearchBar
          className="m-search-bar"
          value={input}
          onChange={setInput}
          onSearch={search}
          placeholder={defaultWord.data || t('search.placeholder')}
          autoFocus
          maxLength={50}
          aria-label={t('search.search')}
        />
        <button type="button" className="m-search-row__btn" onClick={() => search(input)} data-testid="search-submit">
          {t('search.search')}
        </button>
      </div>

      {showSuggestions ? (
        <ul className={s.suggestions} data-testid="search-suggestions" aria-label={t('search.suggestions')}>
          {(suggest.data ?? []).map((item) => (
            <li key={item.goods_name}>
              <button type="button" className={s.suggestion} onClick={() => search(item.goods_name)}>
                <Highlight text={item.goods_name} word={input.trim()} />
              </button>
            </li>
          ))}
          {typed === input.trim() && suggest.isSuccess && suggest.data.length === 0 && (
            <li className={s.noSuggestion}>{t('search.noSuggestion')}</li>
          )}
        </ul>
      ) : (
        <>
          {history.length > 0 && (
            <section className={s.section} data-testid="search-history">
              <div className={s.sectionHead}>
                <h2 className={s.sectionTitle}>{t('search.history')}</h2>
                <button
                  type="button"
                  className={`m-icon-btn ${s.clear}`}
                  onClick={() => void confirmClear()}
                  aria-label={t('search.clearHistory')}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                </button>
              </div>
              <div className={s.words}>
                {history.map((w) => (
                  <button type="button" key={w} className={s.word} onClick={() => search(w)}>
                    {w}
                  </button>
                ))}
              </div>
            </section>
          )}
          {(hot.data ?? []).length > 0 && (
            <section className={s.section} data-testid="search-hot">
              <div className={s.sectionHead}>
                <h2 className={s.sectionTitle}>{t('search.hot')}</h2>
              </div>
              <div className={s.words}>
                {hot.data!.map((w, k) => (
                  <button type="button" key={w} className={k < 3 ? `${s.word} ${s.wordHot}` : s.word} onClick={() => search(w)}>
                    {w}
                  </button>
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The name with the typed word in the theme colour. */
function Highlight({ text, word }: { text: string; word: string }) {
  const at = word ? text.toLowerCase().indexOf(word.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <em className={s.hit}>{text.slice(at, at + word.length)}</em>
      {text.slice(at + word.length)}
    </>
  );
}

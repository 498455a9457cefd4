import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { continueAction, NO_RESULTS_PATH, type PartFinderNoun } from '@wheelend/domain';
import { finderTexts } from '@wheelend/domain/finder';
import { textOf, useT, type Text } from '../i18n/useT';
import { brand } from '../config';
import { ErrorState } from '../ui/ErrorState';
import { SearchForm, SuggestionText } from './SearchForm';
import { OtherKind } from './OtherKind';
import { useSuggestions } from './useSuggestions';
import p from '../ui/Page.module.css';

/** A competitor's or our own number as the part lookups answer it. */
export type PartMatch = { id: number; number: string; competitor: string; own: string };

/**
 * A part finder's number search (drums, rotors): each change of the box looks the number up; choosing
 * a suggestion opens its recommendation; Continue opens the only match, or with text, no match and no
 * lookup running goes to no results; otherwise nothing happens. A number with no match that the
 * all-parts search has as a part of another type is named as such, with a link to that search.
 */
export function PartSearch({
  noun,
  name,
  help,
  lookup,
  open,
  delayMs = 0,
  remember,
}: {
  noun: PartFinderNoun;
  name: Text;
  help: React.ReactNode;
  lookup: (text: string, signal: AbortSignal) => Promise<PartMatch[]>;
  /** The recommendation's address of a match. */
  open: (match: PartMatch) => string;
  /** Stores the chosen number, then waits this long before opening (the rotor's 100 ms). */
  delayMs?: number;
  remember?: (match: PartMatch) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { items, loading, unmatched, query, onText } = useSuggestions(
    ['finder', noun, 'numbers'],
    text,
    setText,
    lookup,
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (m: PartMatch) => {
    clearTimeout(timer.current);
    remember?.(m);
    timer.current = setTimeout(() => navigate(open(m)), delayMs);
  };
  const onContinue = () => {
    const action = continueAction(text, items.length, loading);
    if (action === 'choose') choose(items[0]);
    if (action === 'noResults') navigate(NO_RESULTS_PATH);
  };

  return (
    <section className={p.page}>
      <h1 className={p.title}>{t('common.finder.enterNumber', { noun })}</h1>
      <SearchForm<PartMatch>
        label={textOf(t, name)}
        placeholder={finderTexts.placeholder(brand.product, noun)}
        emptyPrompt={finderTexts.empty(brand.product, noun)}
        text={text}
        onTextChange={onText}
        items={items}
        loading={loading}
        error={query.isError}
        itemKey={(m) => String(m.id)}
        itemText={(m) => m.number}
        renderItem={(m) => (
          <SuggestionText
            number={m.number}
            meta={m.number === m.own ? brand.product : `${m.competitor} · ${brand.product} ${m.own}`}
          />
        )}
        onChoose={choose}
        help={help}
        onContinue={onContinue}
      />
      <OtherKind text={text} unmatched={unmatched} noun={noun} />
      {query.isError && (
        <ErrorState error={query.error} onRetry={() => query.refetch()} title={t('common.finder.numberFailed')} />
      )}
    </section>
  );
}

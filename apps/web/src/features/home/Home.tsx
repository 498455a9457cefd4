import { useState } from 'react';
import { Link } from 'react-router';
import {
  continueSearch,
  routeSuggestion,
  searchTexts,
  unifiedSearchEvent,
  type PartSuggestion,
} from '@wheelend/domain';
import { HOME_NUMBER_PARAM, numberFromAddress } from '@wheelend/domain/finder';
import { brand } from '../../shared/config';
import { trackEvent } from '../../shared/analytics';
import { ErrorState } from '../../shared/ui/ErrorState';
import { Spinner } from '../../shared/ui/Spinner';
import { SearchForm, SuggestionText } from '../../shared/finder/SearchForm';
import { allPartNumbers, ALL_PARTS_KEY, useSuggestions } from '../../shared/finder/useSuggestions';
import { useNavigate, useSearchParams } from 'react-router';
import { isSavedSuggestion, savedPartPath } from '../../shared/offline/saved';
import { useDecisions } from './useDecisions';
import p from '../../shared/ui/Page.module.css';
import s from './Home.module.css';
import { Icon } from '../../shared/ui/Icon';
import { Rich, useT } from '../../shared/i18n';

const icons = {
  hub: (
    <>
      <circle cx="24" cy="24" r="18" />
      <circle cx="24" cy="24" r="7" />
      {[0, 72, 144, 216, 288].map((a) => (
        <circle
          key={a}
          cx={24 + 12.5 * Math.cos((a * Math.PI) / 180)}
          cy={24 + 12.5 * Math.sin((a * Math.PI) / 180)}
          r="1.8"
        />
      ))}
    </>
  ),
  parts: (
    <>
      <circle cx="16" cy="16" r="8" />
      <circle cx="16" cy="16" r="3" />
      <path d="M28 30h14M28 36h14M28 42h14M30 26v20" />
    </>
  ),
  drum: (
    <>
      <ellipse cx="24" cy="14" rx="16" ry="6" />
      <path d="M8 14v20c0 3.3 7.2 6 16 6s16-2.7 16-6V14" />
      <ellipse cx="24" cy="14" rx="6" ry="2.2" />
    </>
  ),
  rotor: (
    <>
      <circle cx="24" cy="24" r="19" />
      <circle cx="24" cy="24" r="9" />
      <path d="M24 5v4M24 39v4M5 24h4M39 24h4M10.6 10.6l2.8 2.8M34.6 34.6l2.8 2.8M10.6 37.4l2.8-2.8M34.6 13.4l2.8-2.8" />
    </>
  ),
};

const tiles = [
  { to: '/hub/choose-path', label: 'home.tile.hub', sub: 'home.tile.hub.sub', icon: icons.hub },
  { to: '/parts/choose-path', label: 'home.tile.parts', sub: 'home.tile.parts.sub', icon: icons.parts },
  { to: '/hub/replacement-drum', label: 'home.tile.drum', sub: 'home.tile.drum.sub', icon: icons.drum },
  { to: '/hub/replacement-rotor', label: 'home.tile.rotor', sub: 'home.tile.rotor.sub', icon: icons.rotor },
] as const;

export default function Home() {
  const t = useT();
  const [params] = useSearchParams();
  const [fromAddress] = useState(() => numberFromAddress(params.get(HOME_NUMBER_PARAM)));
  const [text, setText] = useState(fromAddress);
  const { items, loading, query: q, onText } = useSuggestions(ALL_PARTS_KEY, text, setText, allPartNumbers);
  const run = useDecisions();
  const navigate = useNavigate();

  const choose = (item: PartSuggestion) => {
    const e = unifiedSearchEvent(item);
    trackEvent(e.name, { competitor: e.competitor, partNumber: e.partNumber, found: true });
    if (isSavedSuggestion(item)) return navigate(savedPartPath(item.PartNumber || item.CompetitorPartNumber));
    run.start(routeSuggestion(item));
  };
  const onContinue = () => {
    const decision = continueSearch({ text, candidates: items, loading });
    if (decision.kind === 'none') return;
    if (items.length === 1) return choose(items[0]);
    trackEvent('Unified Search', { competitor: null, partNumber: text, found: false });
    run.start(decision);
  };

  return (
    <section className={p.page}>
      <h1 className={p.title}>{t('home.title')}</h1>
      <SearchForm<PartSuggestion>
        label={t('home.search.label', { brand: brand.name })}
        placeholder={searchTexts.placeholder(brand.name)}
        emptyPrompt={searchTexts.empty(brand.name)}
        text={text}
        onTextChange={onText}
        openAtStart={fromAddress !== ''}
        items={items}
        loading={loading}
        error={q.isError}
        itemKey={(i) => String(i.CompetitorInterchangesId)}
        itemText={(i) => i.CompetitorPartNumber}
        renderItem={(i) => (
          <SuggestionText
            number={i.CompetitorPartNumber}
            meta={`${i.CompetitorName}${i.PartNumber && i.PartNumber !== i.CompetitorPartNumber ? ` · ${brand.name} ${i.PartNumber}` : ''}`}
          />
        )}
        onChoose={choose}
        onContinue={onContinue}
        help={
          <Rich
            id="home.search.help"
            components={[<span className="nowrap" />, <span className="nowrap" />, <span className="nowrap" />]}
          />
        }
      />
      {q.isError && <ErrorState error={q.error} onRetry={() => q.refetch()} title={t('home.search.failed')} />}
      {run.busy && <Spinner label={t('home.opening')} />}
      {run.error != null && <ErrorState error={run.error} onRetry={run.retry} title={t('home.openFailed')} />}
      <nav aria-label={t('home.browse')} className={s.tiles}>
        {tiles.map((tile) => (
          <Link key={tile.to} to={tile.to} className={s.tile}>
            <Icon className={s.icon} grid={48} weight={2.5}>
              {tile.icon}
            </Icon>
            <span className={s.tileLabel}>{t(tile.label)}</span>
            <span className={s.tileSub}>{t(tile.sub)}</span>
          </Link>
        ))}
      </nav>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { finders, lookupText, serializePairs } from '@wheelend/domain/finder';
import { STUD_ROOT, studTexts, studTitles, studValueLabel, partNumberFromScan } from '@wheelend/domain';
import type { StudSummary } from '@wheelend/domain/contract';
import { retry } from '../../shared/api';
import { brand } from '../../shared/config';
import { FilterFlow } from '../../shared/finder/FilterFlow';
import { NoResults } from '../../shared/finder/NoResults';
import { OtherKind } from '../../shared/finder/OtherKind';
import { PartResults } from '../../shared/finder/PartResults';
import { Button } from '../../shared/ui/Button';
import { ScanButton } from '../../shared/scan/ScanButton';
import { StepBar } from '../../shared/ui/StepBar';
import { studApi } from './api';
import { StudCard } from './StudCard';
import p from '../../shared/ui/Page.module.css';
import { useT } from '../../shared/i18n';
import box from '../../shared/ui/Input.module.css';
import c from '../../shared/finder/NumberCombo.module.css';
import f from '../../shared/finder/Search.module.css';

export type StudPage = 'start' | 'summaries' | 'filter' | 'filters';

const number = (stud: StudSummary) => stud.StudNumber;
const card = (stud: StudSummary) => <StudCard stud={stud} />;

/** Type the stud number, or go on to the filters. */
function Start() {
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState('');
  return (
    <section className={p.page}>
      <h1 className={p.title}>{t(studTexts.question)}</h1>
      <form
        className={f.search}
        onSubmit={(e) => {
          e.preventDefault();
          const number = lookupText(text);
          if (number) navigate(`${STUD_ROOT}/summaries/${encodeURIComponent(number)}`);
        }}
      >
        <div className={c.combo}>
          <label htmlFor="stud-number" className={c.label}>
            {t('stud.number')}
          </label>
          <div className={c.field}>
            <input
              id="stud-number"
              className={`${box.input} ${c.input}`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="stud-number-help"
            />
            <ScanButton
              label={t('stud.number')}
              className={c.scan}
              onScan={(raw) => setText(partNumberFromScan(raw))}
            />
          </div>
          <p id="stud-number-help" className={c.help}>
            {t(studTexts.numberHelp(brand.product))}
          </p>
        </div>
        <Button type="submit" className={f.continue}>
          {t('common.finder.continue')}
        </Button>
      </form>
      <p>
        <Link className={p.tap} to={`${STUD_ROOT}/filter`}>
          {t('common.finder.no')}
        </Link>
      </p>
      <p className={p.muted}>{t(studTexts.measure)}</p>
    </section>
  );
}

/** The stud of a number (or id) from the address. */
function Summaries({ id }: { id: string }) {
  const query = useQuery({ retry, queryKey: ['finder', 'stud', 'number', id], queryFn: () => studApi.byKey(id) });
  return (
    <section className={p.page}>
      <StepBar fallback={STUD_ROOT + '/summaries'} />
      <PartResults
        query={query}
        title={studTexts.success(brand.product)}
        label={number}
        render={card}
        noResults={<NoResults search={`${STUD_ROOT}/summaries`} questions={`${STUD_ROOT}/filter`} />}
      />
      <OtherKind text={id} unmatched={query.isSuccess && query.data.length === 0} noun="stud" />
    </section>
  );
}

function Matching({ pairs, noResults }: { pairs: string; noResults: React.ReactNode }) {
  const query = useQuery({
    retry,
    queryKey: ['finder', 'stud', 'matching', pairs],
    queryFn: () => studApi.matching(pairs),
  });
  return (
    <PartResults
      query={query}
      title={studTexts.success(brand.product)}
      label={number}
      render={card}
      noResults={noResults}
    />
  );
}

function Filter() {
  const spec = finders.stud;
  return (
    <FilterFlow
      spec={spec}
      root={STUD_ROOT}
      title={(code) => studTitles[code] ?? code}
      label={studValueLabel}
      values={studApi.values}
      search={`${STUD_ROOT}/summaries`}
      results={(pairs, noResults) => <Matching pairs={serializePairs(pairs)} noResults={noResults} />}
    />
  );
}

export default function Pages({ page }: { page: StudPage }) {
  const { id, current } = useParams();
  // Every stud screen reads an sdnum query value (spec 2, Stud): the stud of that number.
  const sdnum = useSearchParams()[0].get('sdnum');
  if (sdnum !== null) return <Summaries id={sdnum} />;
  switch (page) {
    case 'start':
      return <Start />;
    case 'summaries':
      return id ? <Summaries id={id} /> : <Start />;
    case 'filters':
      return <Navigate replace to={`${STUD_ROOT}/filter/${current ?? ''}`} />;
    case 'filter':
      return <Filter />;
  }
}

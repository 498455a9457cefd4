import { Link } from 'react-router';
import { castingKinds, castingTexts, castingTitles, castingValueWords, type CastingKind } from '@wheelend/domain';
import { finders, serializePairs, valueText, zeroWords } from '@wheelend/domain/finder';
import { FilterFlow } from '../../shared/finder/FilterFlow';
import { CastingResults } from './CastingResults';
import { castingApi } from './api';
import { PartImage } from '../../shared/finder/PartImage';
import { useT } from '../../shared/i18n';
import p from '../../shared/ui/Page.module.css';
import c from './Casting.module.css';

/** A casting finder's start: where the casting number is, and the way into the filters. */
function Start({ kind }: { kind: CastingKind }) {
  const { root, noun, guide } = castingKinds[kind];
  const t = useT();
  return (
    <section className={p.page}>
      <h1 className={p.title}>{t(castingTexts.start(noun))}</h1>
      <p className={p.lead}>{t(castingTexts.where(noun))}</p>
      <figure className={c.guide}>
        <PartImage guid={guide} size={300} alt={t(castingTexts.guideAlt(noun))} />
        <figcaption className={c.caption}>{t(castingTexts.whereCaption)}</figcaption>
      </figure>
      <ul className={p.choices}>
        <li>
          <Link className={p.choice} to={`${root}/filter`}>
            {t(castingTexts.proceed)}
          </Link>
        </li>
      </ul>
    </section>
  );
}

function Filter({ kind }: { kind: CastingKind }) {
  const spec = finders[kind];
  const { root, lookup } = castingKinds[kind];
  const api = castingApi(kind);
  return (
    <FilterFlow
      spec={spec}
      root={root}
      title={(code) => castingTitles[kind][code] ?? code}
      label={(code, v) => ({
        main: zeroWords(v) ?? castingValueWords[code]?.[v.Name.trim()] ?? valueText(spec.inchCodes, code, v),
        sub: [],
      })}
      values={api.values}
      results={(pairs, noResults) => (
        <CastingResults
          kind={kind}
          noResults={noResults}
          pairs={serializePairs(pairs)}
          casting={typeof pairs[lookup] === 'string' ? pairs[lookup] : undefined}
        />
      )}
    />
  );
}

export default function Pages({ kind, page }: { kind: CastingKind; page: 'start' | 'filter' }) {
  return page === 'start' ? <Start kind={kind} /> : <Filter key={kind} kind={kind} />;
}

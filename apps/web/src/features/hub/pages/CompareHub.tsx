import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { OtherKind } from '../../../shared/finder/OtherKind';
import { AssemblyCombo, useAssemblySuggestions } from '../components/AssemblyCombo';
import { useT } from '../../../shared/i18n';
import { withNumbers } from './returnPath';
import p from '../../../shared/ui/Page.module.css';

function AssemblyBox({ label, text, onText }: { label: string; text: string; onText: (t: string) => void }) {
  const t = useT();
  const { items, loading, unmatched, query, onText: typed } = useAssemblySuggestions(text, onText);
  return (
    <>
      <AssemblyCombo
        label={label}
        text={text}
        onText={typed}
        items={items}
        loading={loading}
        error={query.isError}
        onChoose={(i) => onText(i.HubAssemblyNumber)}
      />
      <OtherKind text={text} unmatched={unmatched} noun="hub" />
      {query.isError && (
        <ErrorState error={query.error} onRetry={() => query.refetch()} title={t('hub.search.failed')} />
      )}
    </>
  );
}

export default function CompareHub() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [a, setA] = useState(() => params.get('a') ?? '');
  const [b, setB] = useState(() => params.get('b') ?? '');
  // The numbers typed are kept in the address in place (any other parameter, such as lang, stays), so
  // Back and a reload find them again.
  useEffect(() => {
    const next = withNumbers(params, a, b);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [a, b, params, setParams]);
  const ready = a.trim() !== '' && b.trim() !== '';
  const to = `/hub/compare/${encodeURIComponent(a.trim())}/${encodeURIComponent(b.trim())}`;
  return (
    <section className={p.page}>
      <h1 className={p.title}>{t('hub.compare.start')}</h1>
      <div className={`${p.panel} ${p.form}`}>
        <AssemblyBox label={t('hub.compare.first')} text={a} onText={setA} />
        <AssemblyBox label={t('hub.compare.second')} text={b} onText={setB} />
        {ready ? (
          <ButtonLink to={to}>{t('hub.compare.go')}</ButtonLink>
        ) : (
          <p className={p.muted} style={{ margin: 0 }}>
            {t('hub.compare.both')}
          </p>
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterFilters, continueAction, NO_RESULTS_PATH, PART_TYPE } from '@wheelend/domain';
import { Button } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { OtherKind } from '../../../shared/finder/OtherKind';
import { Spinner } from '../../../shared/ui/Spinner';
import { hubApi } from '../api/hooks';
import type { AssemblySuggestion } from '@wheelend/domain/contract';
import { AssemblyCombo, useAssemblySuggestions } from '../components/AssemblyCombo';
import { useT } from '../../../shared/i18n';
import p from '../../../shared/ui/Page.module.css';
import s from '../../../shared/finder/Search.module.css';

export default function Search() {
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState('');
  const { items, loading, unmatched, query: q, onText } = useAssemblySuggestions(text, setText);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<{ error: unknown; item: AssemblySuggestion } | null>(null);

  const open = async (item: AssemblySuggestion) => {
    setFailed(null);
    setBusy(true);
    try {
      const filters = await hubApi.filtersByAssembly(item.CompetitorHubAssemblyNumberId);
      if (filters.Status !== 'OK') await hubApi.parts(item.HubAssemblyNumber, String(PART_TYPE.hubAssembly));
      const d = afterFilters(
        { kind: 'filtersByInterchange', id: item.CompetitorHubAssemblyNumberId, partNumber: item.HubAssemblyNumber },
        filters,
      );
      if (d.kind === 'navigate') navigate(d.to);
    } catch (error) {
      setFailed({ error, item });
    } finally {
      setBusy(false);
    }
  };

  const onContinue = () => {
    const action = continueAction(text, items.length, loading);
    if (action === 'choose') void open(items[0]);
    if (action === 'noResults') navigate(NO_RESULTS_PATH);
  };

  return (
    <section className={p.page}>
      <h1 className={p.title}>{t('hub.search.title')}</h1>
      <form
        className={s.search}
        onSubmit={(e) => {
          e.preventDefault();
          onContinue();
        }}
      >
        <AssemblyCombo
          label={t('hub.search.label')}
          text={text}
          onText={onText}
          items={items}
          loading={loading}
          error={q.isError}
          onChoose={(i) => void open(i)}
          help={t('hub.search.help')}
        />
        <Button type="submit" className={s.continue}>
          {t('hub.search.continue')}
        </Button>
      </form>
      <OtherKind text={text} unmatched={unmatched} noun="hub" />
      {q.isError && <ErrorState error={q.error} onRetry={() => q.refetch()} title={t('hub.search.failed')} />}
      {busy && <Spinner label={t('hub.search.opening')} />}
      {failed && (
        <ErrorState error={failed.error} onRetry={() => void open(failed.item)} title={t('hub.search.openFailed')} />
      )}
    </section>
  );
}

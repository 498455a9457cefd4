import { useState } from 'react';
import { useNavigate } from 'react-router';
import { afterFilters, continueAction, NO_RESULTS_PATH, PART_TYPE } from '@wheelend/domain';
import { Button } from '../../../shared/ui/Button';
import { ErrorState } from '../../../shared/ui/ErrorState';
import { Spinner } from '../../../shared/ui/Spinner';
import { hubApi } from '../api/hooks';
import type { AssemblySuggestion } from '@wheelend/domain/contract';
import { AssemblyCombo, useAssemblySuggestions } from '../components/AssemblyCombo';
import p from '../../../shared/ui/Page.module.css';
import s from '../../../shared/finder/Search.module.css';

export default function Search() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const { items, loading, query: q } = useAssemblySuggestions(text);
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
      <h1 className={p.title}>Enter your hub assembly number</h1>
      <form
        className={s.search}
        onSubmit={(e) => {
          e.preventDefault();
          onContinue();
        }}
      >
        <AssemblyCombo
          label="Hub assembly number"
          text={text}
          onText={setText}
          items={items}
          loading={loading}
          error={q.isError}
          onChoose={(i) => void open(i)}
          help="Assembly numbers have 6 or 8 digits, for example 10031065 or 10032003."
        />
        <Button type="submit" className={s.continue}>
          Continue
        </Button>
      </form>
      {q.isError && (
        <ErrorState error={q.error} onRetry={() => q.refetch()} title="The assembly number lookup failed" />
      )}
      {busy && <Spinner label="Opening the hub" />}
      {failed && (
        <ErrorState error={failed.error} onRetry={() => void open(failed.item)} title="We could not open this hub" />
      )}
    </section>
  );
}

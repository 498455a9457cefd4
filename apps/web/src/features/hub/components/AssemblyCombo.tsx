import { searchTexts } from '@wheelend/domain/homeRouting';
import { brand } from '../../../shared/config';
import { useAssemblyNumbers } from '../api/hooks';
import type { AssemblySuggestion } from '../api/types';
import { NumberCombo, useSettled } from './NumberCombo';
import s from '../pages/Home.module.css';

/** Assembly-number suggestions for what is typed, once the typing has settled. */
export function useAssemblySuggestions(text: string) {
  const settled = useSettled(text);
  const query = useAssemblyNumbers(settled.trim());
  const items = text.trim() && settled === text ? (query.data ?? []) : [];
  const loading = !!text.trim() && (settled !== text || query.isFetching);
  return { items, loading, query };
}

/** The hub assembly-number autocomplete of the search and compare screens. */
export function AssemblyCombo({
  label,
  text,
  onText,
  items,
  loading,
  error,
  onChoose,
  help,
}: {
  label: string;
  text: string;
  onText: (text: string) => void;
  items: AssemblySuggestion[];
  loading: boolean;
  error: boolean;
  onChoose: (item: AssemblySuggestion) => void;
  help?: string;
}) {
  return (
    <NumberCombo<AssemblySuggestion>
      label={label}
      placeholder={searchTexts.hubPlaceholder(brand.name)}
      emptyPrompt={searchTexts.empty(brand.name)}
      text={text}
      onTextChange={onText}
      items={items}
      loading={loading}
      error={error}
      itemKey={(i) => String(i.CompetitorHubAssemblyNumberId)}
      itemText={(i) => i.HubAssemblyNumber}
      renderItem={(i) => (
        <>
          <span className={s.num}>{i.HubAssemblyNumber}</span>
          <span className={s.meta}>{i.Competitor}</span>
        </>
      )}
      onChoose={onChoose}
      help={help}
    />
  );
}

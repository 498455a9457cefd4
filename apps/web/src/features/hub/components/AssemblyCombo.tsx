import { searchTexts } from '@wheelend/domain';
import { brand } from '../../../shared/config';
import type { AssemblySuggestion } from '@wheelend/domain/contract';
import { NumberCombo } from '../../../shared/finder/NumberCombo';
import { SuggestionText } from '../../../shared/finder/SearchForm';
import { useSuggestions } from '../../../shared/finder/useSuggestions';
import { hubApi, list } from '../api/hooks';

/** Assembly-number suggestions for what is typed. */
export function useAssemblySuggestions(text: string, setText: (text: string) => void) {
  return useSuggestions(['hub', 'assemblynumbers'], text, setText, (t, signal) =>
    hubApi.assemblyNumbers(t, signal).then(list),
  );
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
      renderItem={(i) => <SuggestionText number={i.HubAssemblyNumber} meta={i.Competitor} />}
      onChoose={onChoose}
      help={help}
    />
  );
}

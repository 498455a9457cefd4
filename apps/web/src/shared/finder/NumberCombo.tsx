import { useEffect, useId, useRef, useState } from 'react';
import { partNumberFromScan, shortText } from '@wheelend/domain';
import { ScanButton } from '../scan/ScanButton';
import box from '../ui/Input.module.css';
import s from './NumberCombo.module.css';
import { textOf, useT, type Text } from '../i18n/useT';

export type ComboProps<T> = {
  label: string;
  placeholder: Text;
  emptyPrompt: Text;
  text: string;
  onTextChange: (text: string) => void;
  /** The list shows from the first render (a number the address brought). */
  openAtStart?: boolean;
  items: T[];
  loading: boolean;
  error?: boolean;
  itemKey: (item: T) => string;
  itemText: (item: T) => string;
  renderItem: (item: T) => React.ReactNode;
  onChoose: (item: T) => void;
  help?: React.ReactNode;
};

/**
 * A part-number autocomplete following the WAI-ARIA combobox pattern (input with a listbox popup):
 * arrows move through the suggestions, Enter chooses, Escape closes, and the list state is announced.
 * Written here rather than taken from the widget library to keep the home page's first load small.
 */
export function NumberCombo<T>(p: ComboProps<T>) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(p.openAtStart ?? false);
  const [active, setActive] = useState(-1);
  const wrap = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const items = p.loading ? [] : p.items;

  // What was typed into the page the server rendered, before the app took it over, is looked up.
  useEffect(() => {
    const box = input.current;
    if (!box?.value || box.value === p.text) return;
    p.onTextChange(box.value);
    if (document.activeElement === box) setOpen(true);
    // Once, as the app takes the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // New suggestions: none active, and the list shown from its top.
  useEffect(() => {
    setActive(-1);
    if (list.current) list.current.scrollTop = 0;
  }, [p.items]);
  // The active option is in sight in the scrolling list.
  useEffect(() => {
    if (open && active >= 0) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);
  useEffect(() => {
    const close = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, []);

  const message = !p.text.trim()
    ? textOf(t, p.emptyPrompt)
    : p.loading
      ? t('common.finder.loading')
      : p.error
        ? t('common.finder.lookupFailed')
        : items.length === 0
          ? t('common.finder.noMatches', { text: shortText(p.text) })
          : '';

  const choose = (item: T) => {
    setOpen(false);
    p.onTextChange(p.itemText(item));
    p.onChoose(item);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a + step + items.length) % items.length);
    } else if (e.key === 'Enter' && open && active >= 0 && items[active]) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else p.onTextChange('');
    }
  };

  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <div className={s.combo} ref={wrap}>
      <label htmlFor={`${id}-input`} className={s.label}>
        {p.label}
      </label>
      {/* The box, with the scan button at its right end and the popup right under it, however many lines
          the label above takes. */}
      <div className={s.field}>
        <input
          ref={input}
          id={`${id}-input`}
          className={`${box.input} ${s.input}`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={p.help ? `${id}-help` : undefined}
          placeholder={textOf(t, p.placeholder)}
          autoComplete="off"
          spellCheck={false}
          value={p.text}
          onChange={(e) => {
            p.onTextChange(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ScanButton
          label={p.label}
          className={s.scan}
          onScan={(raw) => {
            p.onTextChange(partNumberFromScan(raw));
            setOpen(true);
            input.current?.focus();
          }}
        />
        {/* A press anywhere in the popup (an option, the list's scrollbar) leaves the focus in the input,
            whose blur would close the list. */}
        <div className={s.popover} hidden={!open} onPointerDown={(e) => e.preventDefault()}>
          <ul ref={list} id={listId} role="listbox" aria-label={p.label} className={s.list}>
            {items.map((item, i) => (
              <li
                key={p.itemKey(item)}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={s.item}
                data-focused={i === active || undefined}
                onClick={() => choose(item)}
              >
                {p.renderItem(item)}
              </li>
            ))}
          </ul>
          {message && <div className={s.empty}>{message}</div>}
        </div>
      </div>
      <p id={`${id}-help`} className={s.help}>
        {/* The box cuts the placeholder (on a phone, and on a desktop too), and it goes once the user
            types: the help line says it in full (the input keeps it for its description). */}
        <span aria-hidden="true">{textOf(t, p.placeholder)}. </span>
        {p.help}
      </p>
      <div role="status" className="visually-hidden">
        {open && (message || t('common.finder.suggestions', { count: items.length }))}
      </div>
    </div>
  );
}

import { Fragment } from 'react';

/**
 * A text with a line-break opportunity after each slash: a pair of numbers such as a bearing set's
 * cone and cup (HM212049PS/HM212011PS) wraps between the two on a phone instead of inside one. The
 * pieces share one element, whose text is the whole text.
 */
export function slashBreaks(text: string): React.ReactNode {
  const parts = text.split('/');
  if (parts.length === 1) return text;
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
